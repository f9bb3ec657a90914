import { Link } from 'react-router-dom';
import { LegalPage } from './legal-page';
import { agency } from '../../../lib/agency';
import { PRIVACY_NOTICE_PATH } from '../../../lib/site-links';

/** `/terminos`: the terms of use of the public site. */
export function TermsRoute() {
  return (
    <LegalPage
      title="Términos y Condiciones de Uso"
      description="Condiciones de uso del sitio de Prestigio Bienes Raíces: información de propiedades, precios, contenido y responsabilidad."
      updated="noviembre de 2026"
    >
      <p>
        Al acceder y utilizar este sitio web, operado por <strong>{agency.legalName}</strong> («Prestigio»), usted acepta
        los presentes términos y condiciones. Si no está de acuerdo con ellos, le pedimos no utilizar el sitio.
      </p>

      <h2>1. Objeto del sitio</h2>
      <p>
        Este sitio tiene fines informativos: presenta propiedades en venta, renta, desarrollo y remate, así como los
        servicios de asesoría inmobiliaria de Prestigio, y permite a los visitantes solicitar información o ser
        contactados por un asesor.
      </p>

      <h2>2. Información de las propiedades</h2>
      <ul>
        <li>
          Los precios se expresan en pesos mexicanos (MXN); en el caso de rentas, el precio es mensual. Los precios y la
          disponibilidad pueden cambiar sin previo aviso.
        </li>
        <li>
          Las superficies, características, amenidades y fotografías son ilustrativas y se basan en la información
          proporcionada por los propietarios o desarrolladores. Deben confirmarse durante la visita y con la
          documentación oficial del inmueble.
        </li>
        <li>
          La publicación de una propiedad no constituye una oferta vinculante. Toda operación queda sujeta a la firma de
          los contratos correspondientes y, en su caso, a su formalización ante notario público.
        </li>
        <li>
          En los remates bancarios, las condiciones de entrega, posesión y pago son particulares de cada caso y se le
          explicarán por escrito antes de cualquier compromiso.
        </li>
      </ul>

      <h2>3. Uso adecuado</h2>
      <p>
        Usted se compromete a proporcionar información veraz en los formularios y a no utilizar el sitio para enviar
        mensajes masivos, automatizados o ajenos a su propósito. Prestigio podrá limitar el acceso a quien haga un uso
        indebido del sitio.
      </p>

      <h2>4. Propiedad intelectual</h2>
      <p>
        Los textos, marcas, logotipos, diseño y demás contenido del sitio pertenecen a Prestigio o a sus licenciantes y
        están protegidos por la legislación mexicana en materia de propiedad intelectual. No se permite su
        reproducción con fines comerciales sin autorización previa y por escrito.
      </p>

      <h2>5. Datos personales</h2>
      <p>
        El tratamiento de los datos que nos proporcione se rige por nuestro{' '}
        <Link to={PRIVACY_NOTICE_PATH}>Aviso de Privacidad</Link>.
      </p>

      <h2>6. Responsabilidad</h2>
      <p>
        Prestigio procura que la información del sitio sea exacta y esté actualizada, pero no garantiza la ausencia de
        errores u omisiones ni la disponibilidad ininterrumpida del sitio. Los enlaces a sitios de terceros se ofrecen
        por conveniencia; Prestigio no es responsable de su contenido.
      </p>

      <h2>7. Legislación aplicable</h2>
      <p>
        Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Para cualquier controversia, las partes
        se someten a la jurisdicción de los tribunales competentes de la Ciudad de México, renunciando a cualquier otro
        fuero que pudiera corresponderles. Lo anterior sin perjuicio de los derechos que la Ley Federal de Protección al
        Consumidor reconoce a los consumidores.
      </p>

      <h2>8. Contacto</h2>
      <p>
        Para cualquier duda sobre estos términos, escríbanos a <a href={`mailto:${agency.email}`}>{agency.email}</a> o
        llámenos al <a href={agency.phoneHref}>{agency.phoneDisplay}</a>.
      </p>
    </LegalPage>
  );
}
