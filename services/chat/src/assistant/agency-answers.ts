import { PRIVACY_CONSENT_TEXT } from '@prestigio/contracts';

/** What the assistant says of the agency itself (the landing's facts: hours, services, experience). */
export const AgencyAnswers = {
  greeting:
    '¡Hola! Soy el asistente virtual de Prestigio. Puedo ayudarle a encontrar una propiedad: dígame qué busca, por ejemplo «casa en renta en Polanco con 3 recámaras hasta 80 mil», o pida hablar con un asesor.',
  hours: 'Nuestro horario de atención es de lunes a viernes de 9:00 a 18:00 y sábados de 10:00 a 14:00 (hora del centro de México).',
  services:
    'Le acompañamos en la compra, venta y renta de propiedades de prestigio, con asesoría en inversión inmobiliaria, avalúos, trámites legales y administración de propiedades.',
  location:
    'Atendemos en nuestras oficinas en Polanco, Ciudad de México, y por videollamada en todo el país. Con gusto le agendamos una cita con un asesor.',
  experience: 'Prestigio tiene más de 15 años de experiencia en el mercado inmobiliario de prestigio en México.',
  notUnderstood:
    'Disculpe, no entendí su mensaje. Puede decirme qué tipo de propiedad busca, en qué zona y con qué presupuesto, o escribir «asesor» para que una persona le atienda.',
  afterHours: 'En este momento nuestras oficinas están cerradas; un asesor le responderá en nuestro horario de atención.',
  thanks: '¡Con gusto! ¿Hay algo más en lo que pueda ayudarle?',
  askName: 'Con gusto le comunico con un asesor. ¿Cuál es su nombre?',
  askContact: '¿Cómo prefiere que le contactemos: por correo electrónico o por WhatsApp?',
  askEmail: '¿A qué correo electrónico le escribimos?',
  askPhone: '¿A qué número de WhatsApp le escribimos? Incluya la lada, por ejemplo 55 1234 5678.',
  channelUnclear: 'Por favor, responda «correo» o «WhatsApp».',
  contactReceived: (name: string) =>
    `Gracias, ${name}. Un asesor revisará su solicitud y le contactará muy pronto. Mientras tanto, ¿le gustaría agendar una videollamada?`,
  contactReceivedForCall: (name: string) => `Gracias, ${name}. En un momento le muestro el calendario para elegir el día y la hora de su videollamada.`,
  emailForCallReceived: 'Gracias. En un momento le muestro el calendario para elegir el día y la hora de su videollamada.',
  askEmailForCall: 'Con gusto. Para enviarle los datos de conexión de la videollamada, ¿a qué correo electrónico le escribimos?',
  callWithoutEmail: 'Entendido. Un asesor le escribirá por WhatsApp para acordar la videollamada.',
  callDeclined: 'Entendido. Cuando lo desee, escriba «agendar videollamada» y le muestro el calendario.',
  callPending: 'En un momento le muestro el calendario para elegir el día y la hora de su videollamada.',
  alreadyHaveContact:
    'Ya tenemos sus datos y un asesor le contactará muy pronto. Si desea una videollamada, escriba «agendar videollamada» y le muestro el calendario.',
  searchFailed: 'En este momento no pude consultar el catálogo. Intente de nuevo en unos minutos o pida hablar con un asesor.',
  noMatches:
    'No encontré propiedades con esos criterios. Puede ampliar el presupuesto o la zona, o pedir que un asesor le busque opciones fuera del catálogo publicado.',
  offerRefine: '¿Desea ajustar la búsqueda o prefiere que un asesor le contacte?',
  noMatchesNear: (what: string) => `No encontré propiedades con exactamente esos criterios, pero ${what}:`,
  /** Answers to a visitor who writes in English: only these texts; the widget, the dialog and the toasts stay Spanish. */
  english: {
    welcome:
      'Hello! I am Prestigio’s virtual assistant. Tell me what you are looking for (for example "house for rent in Tulum, 3 bedrooms"), or write "advisor" and an English-speaking advisor will contact you.',
    advisor: 'An English-speaking advisor will be glad to help you. Please answer a few questions below.',
    results: (count: number) => `I found ${count === 1 ? '1 property that matches' : `${count.toLocaleString('en-US')} properties that match`}:`,
    noMatches: 'I found no properties with those criteria. An English-speaking advisor can look for options for you: write "advisor".',
    offerRefine: 'Would you like to refine the search, or should an English-speaking advisor contact you? Write "advisor".',
  },
  booked: (when: string | null, withLinks: boolean) =>
    `¡Listo! Su videollamada con un asesor quedó agendada${when ? ` para ${when} (hora del centro de México)` : ''}. Le enviamos por correo los datos de conexión; ${
      withLinks ? 'también puede entrar o cambiar la hora con estos enlaces:' : 'si necesita cambiar la hora, use el enlace de ese correo.'
    }`,
  outsideHours:
    'Nuestros asesores atienden en vivo de lunes a viernes de 9:00 a 18:00 y sábados de 10:00 a 14:00 (hora del centro de México), así que ahora no hay nadie conectado. Con gusto le ofrezco una videollamada con un asesor en el horario que prefiera.',
  offerCallQuestion: '¿Le gustaría agendar una videollamada?',
  askNameWhileWaiting: 'Mientras tanto, ¿me dice su nombre? Así el asesor sabrá con quién habla.',
  /** After two answers that did not help (issue 26). */
  offerAdvisor: 'Parece que no estoy logrando ayudarle. ¿Quiere que le comunique con un asesor?',
  videoCallOffer: 'Puede agendar una videollamada con un asesor en el horario que prefiera.',
  tooFast: 'Está enviando mensajes muy rápido. Espere unos segundos, por favor.',
  /** "Avísame si aparece algo así" (issue 27): an alert is a saved search, created as the site's "Guardar búsqueda". */
  alerts: {
    askCriteria:
      'Con gusto le aviso cuando aparezca algo. ¿Qué busca? Dígame el tipo de propiedad, la operación o la zona, por ejemplo «casa en venta en Polanco».',
    askEmail: (name: string) => `Con gusto le aviso cuando publiquemos algo de «${name}». ¿A qué correo electrónico le enviamos los avisos?`,
    /** The site's consent, in the same words as its checkbox, and asked for: nothing is saved without it. */
    askConsent: (name: string, email: string, frequency: string) =>
      `Le enviaré a ${email} los avisos de «${name}» (${frequency}). Para guardarlo necesito su consentimiento: «${PRIVACY_CONSENT_TEXT}» ¿Acepta? Si prefiere otro correo, escríbalo.`,
    privacyLinkLabel: 'Aviso de Privacidad',
    consentReplies: ['Acepto', 'No acepto'],
    saved: (email: string, name: string) =>
      `Listo. Le envié un correo a ${email} para confirmar el aviso de «${name}». Los avisos empiezan en cuanto abra el enlace de ese correo; si no lo encuentra, revise la carpeta de correo no deseado.`,
    alreadySaved: (email: string, name: string) =>
      `Ya le envié a ${email} el correo para confirmar el aviso de «${name}». Los avisos empiezan en cuanto abra su enlace.`,
    declined: 'Entendido: no guardé ningún aviso. Puede seguir buscando aquí cuando quiera.',
    noEmail: 'Entendido. Sin un correo no puedo enviarle avisos; puede seguir buscando aquí cuando quiera.',
    failed:
      'Lo siento, en este momento no pude guardar su aviso porque nuestro sistema no respondió; no se creó ningún aviso. Intente de nuevo en unos minutos.',
    retryReplies: ['Intentar de nuevo'],
  },
  invalidFrame: 'No pude leer ese mensaje.',
} as const;
