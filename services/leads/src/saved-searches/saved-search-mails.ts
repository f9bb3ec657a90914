import { Inject, Injectable } from '@nestjs/common';
import {
  formatListingPrice,
  operationBadgeLabels,
  PRIVACY_NOTICE_VERSION,
  propertyPath,
  propertyTypeLabels,
  SAVED_SEARCH_ROUTES,
  savedSearchFrequencyLabels,
  savedSearchLink,
  SITE_ROUTES,
  type PropertyListedEvent,
  type SavedSearchFrequency,
} from '@prestigio/contracts';
import { brandedHtml, escapeHtml, SERVICE_ENV, type OutgoingMail } from '@prestigio/nest-common';
import type { LeadsEnv } from '../config/env.js';
import { SavedSearchLinks } from './saved-search-links.js';

/** One listing in an alert, as it was when it matched. */
export interface AlertedListing {
  listing: PropertyListedEvent;
  reason: 'publicada' | 'bajo_de_precio';
}

/** One search's new listings in an alert or a digest. */
export interface SearchAlert {
  searchId: string;
  searchName: string;
  listings: AlertedListing[];
}

/** The e-mails of saved searches (usted, as the public site speaks): the confirmation, the alert and the daily digest. */
@Injectable()
export class SavedSearchMails {
  constructor(
    private readonly links: SavedSearchLinks,
    @Inject(SERVICE_ENV) private readonly env: LeadsEnv,
  ) {}

  /** "Confirme su búsqueda": the double opt-in link, what was saved and the privacy note. */
  confirmation(search: { id: string; email: string; name: string; frequency: SavedSearchFrequency }): OutgoingMail {
    const confirmUrl = this.url(SAVED_SEARCH_ROUTES.confirm, this.links.sign({ purpose: 'confirmar', email: search.email, searchId: search.id }));
    const text = [
      'Estimado(a) cliente:',
      '',
      'Recibimos una solicitud para avisarle por correo cuando aparezcan propiedades de esta búsqueda:',
      '',
      `«${search.name}» — ${savedSearchFrequencyLabels[search.frequency].toLowerCase()}`,
      '',
      'Para activar los avisos, abra este enlace:',
      confirmUrl,
      '',
      'Si usted no lo pidió, ignore este correo: sin su confirmación no le enviaremos ningún aviso.',
      '',
      this.privacyNote('al guardar la búsqueda'),
      '',
      'Atentamente,',
      'Prestigio Inmobiliaria',
    ].join('\n');
    return { to: search.email, subject: `Confirme su búsqueda guardada: ${search.name}`, text, dedupeKey: `saved-search-confirmation:${search.id}` };
  }

  /**
   * An alert: one search's new listings at once, or several searches' in the daily digest. Every one carries the
   * RFC 8058 one-click unsubscribe (for that search, or for every search of the address in a digest) and a link to
   * the address's manage page.
   */
  alert(email: string, searches: SearchAlert[], kind: 'al_momento' | 'resumen', dedupeKey: string): OutgoingMail {
    const single = searches.length === 1 ? searches[0]! : null;
    const unsubscribeToken = this.links.sign({ purpose: 'baja', email, ...(kind === 'al_momento' && single && { searchId: single.searchId }) });
    const unsubscribeApi = `${this.env.PUBLIC_SITE_URL}/api/saved-searches/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
    const unsubscribePage = this.url(SAVED_SEARCH_ROUTES.unsubscribe, unsubscribeToken);
    const manageUrl = this.url(SAVED_SEARCH_ROUTES.manage, this.links.sign({ purpose: 'gestion', email }));
    // A listing fitting two of the address's searches is one new listing.
    const count = new Set(searches.flatMap((search) => search.listings.map((alerted) => alerted.listing.propertyId))).size;
    const subject =
      kind === 'al_momento' && single
        ? `${count === 1 ? 'Nueva propiedad' : `${count} propiedades nuevas`} para «${single.searchName}»`
        : `Su resumen diario: ${count === 1 ? '1 propiedad nueva' : `${count} propiedades nuevas`} en sus búsquedas`;

    const textSections = searches.map((search) =>
      [`Búsqueda «${search.searchName}»:`, '', ...search.listings.flatMap((alerted) => [...this.listingLines(alerted), ''])].join('\n'),
    );
    const footer = [
      `Administre sus búsquedas guardadas (pausar, cambiar la frecuencia o eliminarlas): ${manageUrl}`,
      `Dejar de recibir ${kind === 'al_momento' ? 'avisos de esta búsqueda' : 'estos avisos'}: ${unsubscribePage}`,
      '',
      'Prestigio Inmobiliaria',
    ];
    const text = ['Estimado(a) cliente:', '', 'Hay propiedades nuevas que coinciden con lo que busca:', '', ...textSections, ...footer].join('\n');

    const htmlSections = searches
      .map(
        (search) =>
          `<h2 style="font-family:Georgia,serif;font-size:18px;margin:24px 0 12px">${escapeHtml(search.searchName)}</h2>${search.listings.map((alerted) => this.listingCard(alerted)).join('')}`,
      )
      .join('');
    const html = brandedHtml(
      `<p style="margin:0 0 16px">Estimado(a) cliente: hay propiedades nuevas que coinciden con lo que busca.</p>${htmlSections}` +
        `<p style="margin:24px 0 8px;font-size:13px"><a href="${escapeHtml(manageUrl)}" style="color:#0a192f">Administrar mis búsquedas guardadas</a></p>` +
        `<p style="margin:0;font-size:13px"><a href="${escapeHtml(unsubscribePage)}" style="color:#5b6474">Dejar de recibir ${kind === 'al_momento' ? 'avisos de esta búsqueda' : 'estos avisos'}</a></p>`,
    );
    return {
      to: email,
      subject,
      text,
      html,
      dedupeKey,
      headers: {
        'List-Unsubscribe': `<${unsubscribeApi}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  private listingLines({ listing, reason }: AlertedListing): string[] {
    return [
      `${listing.title} — ${this.placeOf(listing)}`,
      `${formatListingPrice(listing.price, listing.operationType)}${this.priceDropOf({ listing, reason })}`,
      `${propertyTypeLabels[listing.propertyType]} · ${operationBadgeLabels[listing.operationType]}`,
      `${this.env.PUBLIC_SITE_URL}${propertyPath(listing.slug)}`,
    ];
  }

  private listingCard({ listing, reason }: AlertedListing): string {
    const link = escapeHtml(`${this.env.PUBLIC_SITE_URL}${propertyPath(listing.slug)}`);
    const photo = listing.mainImageUrl
      ? `<a href="${link}"><img src="${escapeHtml(this.absolute(listing.mainImageUrl))}" alt="${escapeHtml(listing.title)}" width="544" style="display:block;width:100%;max-width:544px;height:auto;border-radius:6px"></a>`
      : '';
    return `<div style="margin:0 0 20px">${photo}
<p style="margin:8px 0 2px;font-size:16px;font-weight:bold"><a href="${link}" style="color:#0a192f;text-decoration:none">${escapeHtml(listing.title)}</a></p>
<p style="margin:0 0 2px;font-size:18px;color:#c9a54c;font-weight:bold">${escapeHtml(formatListingPrice(listing.price, listing.operationType))}${escapeHtml(this.priceDropOf({ listing, reason }))}</p>
<p style="margin:0 0 6px;color:#5b6474">${escapeHtml(this.placeOf(listing))} · ${escapeHtml(propertyTypeLabels[listing.propertyType])}</p>
<a href="${link}" style="color:#0a192f;font-weight:600">Ver la propiedad</a></div>`;
  }

  private placeOf(listing: PropertyListedEvent): string {
    return [listing.colonia, listing.city, listing.state].filter(Boolean).join(', ');
  }

  private priceDropOf({ listing, reason }: AlertedListing): string {
    return reason === 'bajo_de_precio' && listing.previousPrice ? ` (antes ${formatListingPrice(listing.previousPrice, listing.operationType)})` : '';
  }

  /** Photos stored with a site path ("/uploads/...") are given the site's address; e-mail clients need it whole. */
  private absolute(url: string): string {
    return /^https?:\/\//i.test(url) ? url : `${this.env.PUBLIC_SITE_URL}${url.startsWith('/') ? '' : '/'}${url}`;
  }

  private url(path: string, token: string): string {
    return `${this.env.PUBLIC_SITE_URL}${savedSearchLink(path, token)}`;
  }

  privacyNote(when: string): string {
    return `Aviso de privacidad: su correo se trata conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (LFPDPPP) y a nuestro aviso de privacidad, versión ${PRIVACY_NOTICE_VERSION}, que usted aceptó ${when}: ${this.env.PUBLIC_SITE_URL}${SITE_ROUTES.privacyNotice}. Puede ejercer sus derechos de acceso, rectificación, cancelación u oposición respondiendo a este correo.`;
  }
}
