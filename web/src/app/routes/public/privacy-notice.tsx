import { PRIVACY_NOTICE_VERSION } from '@prestigio/contracts';
import { LegalPage } from './legal-page';
import { agency } from '../../../lib/agency';

/**
 * `/aviso-de-privacidad`: the comprehensive privacy notice that the contact form's consent refers to, written after
 * Mexico's federal law on personal data held by private parties. Its version is the one stored with each consent.
 */
export function PrivacyNoticeRoute() {
  return (
    <LegalPage
      title="Aviso de Privacidad Integral"
      description="Cómo Prestigio Bienes Raíces recaba, usa y protege sus datos personales, y cómo ejercer sus derechos ARCO."
      updated={`noviembre de 2026 (versión ${PRIVACY_NOTICE_VERSION})`}
    >
      <p>
        <strong>{agency.legalName}</strong> (en adelante, «Prestigio»), con domicilio en {agency.address}, es
        responsable del tratamiento de sus datos personales y de su protección, en términos de la Ley Federal de
        Protección de Datos Personales en Posesión de los Particulares (la «Ley») y demás normativa aplicable.
      </p>

      <h2>1. Datos personales que recabamos</h2>
      <p>Para las finalidades señaladas en este aviso, podemos recabar los siguientes datos personales:</p>
      <ul>
        <li>Datos de identificación: nombre completo.</li>
        <li>Datos de contacto: número de teléfono y correo electrónico.</li>
        <li>
          Datos sobre su interés inmobiliario: tipo de operación que le interesa (compra, venta, alquiler, inversión u
          otra), la propiedad sobre la que consulta, las propiedades de «Mis favoritos» que decida enviarnos con su
          consulta y el contenido de los mensajes que nos envía.
        </li>
        <li>
          Datos técnicos de la solicitud: fecha y hora, dirección IP y navegador, que conservamos como constancia de su
          consentimiento y para prevenir abusos.
        </li>
      </ul>
      <p>
        Prestigio <strong>no recaba datos personales sensibles</strong> a través de este sitio. Le pedimos no incluirlos
        en sus mensajes.
      </p>

      <h2>2. Finalidades del tratamiento</h2>
      <h3>Finalidades primarias (necesarias para atender su solicitud)</h3>
      <ul>
        <li>Atender y dar seguimiento a sus solicitudes de información, contacto o asesoría.</li>
        <li>Contactarle por teléfono, correo electrónico, WhatsApp o videollamada en relación con su solicitud.</li>
        <li>Agendar visitas a propiedades y citas con nuestros asesores.</li>
        <li>Integrar el expediente de la operación inmobiliaria en la que participe y cumplir obligaciones legales.</li>
      </ul>
      <h3>Finalidades secundarias</h3>
      <ul>
        <li>Enviarle nuestro boletín con nuevas propiedades, análisis de mercado y oportunidades de inversión.</li>
        <li>Realizar encuestas de calidad del servicio.</li>
      </ul>
      <p>
        Si no desea que sus datos se traten para las finalidades secundarias, puede indicarlo en cualquier momento
        escribiendo a <a href={`mailto:${agency.privacyEmail}`}>{agency.privacyEmail}</a> o usando el enlace para darse
        de baja incluido en cada boletín. Su negativa no será motivo para dejar de atender su solicitud.
      </p>

      <h2>3. Transferencias de datos</h2>
      <p>
        Prestigio no vende ni cede sus datos personales. Únicamente podrá compartirlos, sin requerir su consentimiento
        en los casos previstos por la Ley, con notarías públicas, instituciones financieras y valuadores que intervengan
        en una operación que usted solicite, así como con autoridades competentes cuando exista un requerimiento
        legal. Los proveedores que nos prestan servicios de alojamiento y correo tratan los datos por cuenta nuestra y
        bajo obligaciones de confidencialidad.
      </p>

      <h2>4. Derechos ARCO y revocación del consentimiento</h2>
      <p>
        Usted tiene derecho a <strong>Acceder</strong> a sus datos personales, <strong>Rectificarlos</strong> si son
        inexactos o incompletos, <strong>Cancelarlos</strong> cuando considere que no se requieren para alguna de las
        finalidades señaladas y <strong>Oponerse</strong> a su tratamiento para fines específicos. También puede
        revocar en cualquier momento el consentimiento que nos haya otorgado.
      </p>
      <p>
        Para ejercer estos derechos envíe una solicitud a <a href={`mailto:${agency.privacyEmail}`}>{agency.privacyEmail}</a>{' '}
        que contenga:
      </p>
      <ol>
        <li>Su nombre y un medio para comunicarle la respuesta.</li>
        <li>Copia de una identificación oficial o, en su caso, los documentos que acrediten la representación legal.</li>
        <li>La descripción clara de los datos y del derecho que desea ejercer.</li>
        <li>Cualquier elemento que facilite la localización de sus datos.</li>
      </ol>
      <p>
        Le responderemos en un plazo máximo de 20 días hábiles contados desde la recepción de su solicitud y, si resulta
        procedente, la haremos efectiva dentro de los 15 días hábiles siguientes.
      </p>

      <h2>5. Limitación del uso o divulgación</h2>
      <p>
        Puede limitar el uso o divulgación de sus datos escribiendo a{' '}
        <a href={`mailto:${agency.privacyEmail}`}>{agency.privacyEmail}</a>. Asimismo, puede inscribirse en el Registro
        Público para Evitar Publicidad (REPEP) de la Procuraduría Federal del Consumidor.
      </p>

      <h2>6. Conservación y seguridad</h2>
      <p>
        Conservamos sus datos sólo durante el tiempo necesario para cumplir las finalidades descritas y las obligaciones
        legales aplicables. Aplicamos medidas de seguridad administrativas, técnicas y físicas para protegerlos contra
        daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizados.
      </p>

      <h2>7. Cookies y tecnologías similares</h2>
      <p>
        Este sitio utiliza únicamente las cookies necesarias para su funcionamiento, como la que mantiene la sesión de
        nuestros asesores en el portal interno. No utilizamos cookies de publicidad ni de rastreo de terceros.
      </p>

      <h2>8. Cambios a este aviso</h2>
      <p>
        Cualquier modificación a este aviso de privacidad se publicará en esta misma página, indicando la fecha de la
        última actualización y su versión. Cada vez que usted acepta este aviso al enviarnos un mensaje, registramos la
        fecha y la versión aceptada.
      </p>

      <h2>9. Autoridad</h2>
      <p>
        Si considera que su derecho a la protección de datos personales ha sido vulnerado, puede acudir ante la
        autoridad competente en materia de protección de datos personales en posesión de los particulares.
      </p>
    </LegalPage>
  );
}
