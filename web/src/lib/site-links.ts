import { SITE_ROUTES } from '@prestigio/contracts';

/** The landing's sections that the navigation jumps to (spec §2 anchors), in page order. */
export const sectionLinks = [
  { anchor: 'inicio', label: 'Inicio' },
  { anchor: 'propiedades', label: 'Propiedades' },
  { anchor: 'servicios', label: 'Servicios' },
  { anchor: 'testimonios', label: 'Testimonios' },
  { anchor: 'contacto', label: 'Contacto' },
] as const;
export type SectionAnchor = (typeof sectionLinks)[number]['anchor'];

/** Where a visitor finds the legal texts and the site map (footer and site map page). */
export const legalLinks = [
  { to: '/aviso-de-privacidad', label: 'Aviso de privacidad' },
  { to: '/terminos', label: 'Términos y condiciones' },
  { to: '/mapa-del-sitio', label: 'Mapa del sitio' },
] as const;

export const PRIVACY_NOTICE_PATH = '/aviso-de-privacidad';

/**
 * "Mis favoritos" (issue 27): reached from the footer, the site map and the heart's confirmation, never from the
 * header's menu, which stays as the spec lists it.
 */
export const favouritesLink = { to: SITE_ROUTES.favourites, label: 'Mis favoritos' } as const;
