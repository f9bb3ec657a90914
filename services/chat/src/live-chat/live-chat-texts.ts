/**
 * What the live chat says: to the visitor (usted, in the widget) and to the advisor (tú, in the portal's toasts).
 * Every promise here is one the service keeps: a waiting conversation is offered to advisors until one takes it.
 */
export const LiveChatTexts = {
  // The visitor's.
  waiting: (minutes: number) =>
    `Le comunico con un asesor. Hay asesores conectados; el tiempo de espera estimado es de unos ${minutes} minutos. Puede seguir escribiendo aquí: el asesor leerá toda la conversación.`,
  waitingNobody:
    'Le comunico con un asesor. En este momento no hay ningún asesor conectado, así que su conversación queda en espera y le responderán en cuanto uno se conecte. Si lo prefiere, puede agendar una videollamada.',
  waitingState: 'Esperando a un asesor.',
  stillWaiting: 'Ya le estamos comunicando con un asesor; en cuanto uno tome la conversación le responderá aquí.',
  alreadyWith: (name: string | null) => `Ya está conversando con ${name ?? 'un asesor'}.`,
  joined: (name: string) => `${name} se unió a la conversación.`,
  handedBack: 'La conversación volvió al asistente virtual. ¿En qué más puedo ayudarle?',
  closed: 'El asesor cerró la conversación. Si necesita algo más, escríbanos aquí.',
  advisorLeft: 'Su asesor se desconectó. La conversación queda en espera y otro asesor le responderá aquí; no se perdió nada de lo que escribió.',
  advisorChanged: 'Su consulta pasó a otro asesor. La conversación queda en espera y le responderán aquí; no se perdió nada de lo que escribió.',
  offerAdvisorReplies: ['Hablar con un asesor', 'No, gracias'],
  propertyCard: (title: string, price: string) => `Le comparto esta propiedad: ${title}, ${price}.`,
  // The advisor's.
  notFound: 'Conversación no encontrada.',
  heldByOther: (name: string | null) => `${name ?? 'Otro asesor'} ya atiende esta conversación.`,
  notHeld: 'Esta conversación no la atiende ningún asesor.',
  takeFirst: 'Toma la conversación para responder.',
  notAMatch: 'Esa propiedad no está entre las coincidencias de esta conversación.',
  duplicateId: 'Ese mensaje ya existe; vuelve a enviarlo.',
  invalidFrame: 'No pude leer ese mensaje.',
  tooFast: 'Estás enviando mensajes muy rápido. Espera unos segundos.',
  unavailable: 'El chat no está disponible en este momento. Intenta de nuevo en unos minutos.',
} as const;
