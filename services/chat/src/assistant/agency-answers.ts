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
  alreadyHaveContact: 'Ya tenemos sus datos y un asesor le contactará muy pronto.',
  searchFailed: 'En este momento no pude consultar el catálogo. Intente de nuevo en unos minutos o pida hablar con un asesor.',
  noMatches:
    'No encontré propiedades con esos criterios. Puede ampliar el presupuesto o la zona, o pedir que un asesor le busque opciones fuera del catálogo publicado.',
  offerRefine: '¿Desea ajustar la búsqueda o prefiere que un asesor le contacte?',
  booked: '¡Listo! Su asesor le espera en la videollamada. Si necesita cambiar la hora, use el enlace del correo de confirmación.',
  videoCallOffer: 'Puede agendar una videollamada con un asesor en el horario que prefiera.',
  tooFast: 'Está enviando mensajes muy rápido. Espere unos segundos, por favor.',
  invalidFrame: 'No pude leer ese mensaje.',
} as const;
