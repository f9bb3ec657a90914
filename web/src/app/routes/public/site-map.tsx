import { Link } from 'react-router-dom';
import { LegalPage } from './legal-page';
import { favouritesLink, legalLinks, sectionLinks } from '../../../lib/site-links';

/** `/mapa-del-sitio`: every public page and landing section in one list. */
export function SiteMapRoute() {
  return (
    <LegalPage title="Mapa del sitio" description="Todas las secciones y páginas del sitio de Prestigio Bienes Raíces.">
      <h2>Página principal</h2>
      <ul>
        {sectionLinks.map((link) => (
          <li key={link.anchor}>
            <Link to={{ pathname: '/', hash: `#${link.anchor}` }}>{link.label}</Link>
          </li>
        ))}
        <li>
          <Link to={favouritesLink.to}>{favouritesLink.label}</Link>
        </li>
      </ul>
      <h2>Información legal</h2>
      <ul>
        {legalLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <h2>Asesores</h2>
      <ul>
        <li>
          {/* The portal is a separate application: a full page load, as the header's sign-in button does. */}
          <a href="/auth">Portal de asesores (Iniciar Sesión)</a>
        </li>
      </ul>
    </LegalPage>
  );
}
