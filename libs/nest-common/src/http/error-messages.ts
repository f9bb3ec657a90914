/** Spanish messages the API answers with; the ones the brief fixes are quoted to the letter. */
export const ErrorMessages = {
  invalidData: 'Datos inválidos',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido',
  notFound: 'Recurso no encontrado',
  internal: 'Error interno del servidor',
  signInRequired: 'Inicia sesión para continuar',
  forbidden: 'No tienes permiso para realizar esta acción',
  accountPending: 'Tu cuenta está pendiente de aprobación por un administrador',
  accountDeactivated: 'Tu cuenta está desactivada',
  serviceUnavailable: 'Servicio no disponible temporalmente',
  controlCharactersInPath: 'La dirección contiene caracteres no permitidos',
  malformedPath: 'La dirección no es válida',
  invalidUtf8: 'El contenido no está codificado en UTF-8 válido',
  invalidId: 'El identificador no es válido',
  incompleteUpload: 'El envío de archivos llegó incompleto; intente de nuevo',
  unexpectedFileField: 'El archivo se envió en un campo que no corresponde',
} as const;

/**
 * English texts of Nest's pipes and of multer that would otherwise reach clients, with their Spanish. Matched on the
 * start of the message (they carry details after it).
 */
export const frameworkMessages: ReadonlyArray<[RegExp, string]> = [
  [/^Validation failed \(uuid/i, ErrorMessages.invalidId],
  [/^Validation failed \(numeric string/i, ErrorMessages.invalidData],
  [/^Unexpected (file )?field/i, ErrorMessages.unexpectedFileField],
  [/^Multipart: /i, ErrorMessages.incompleteUpload],
  [/^Unexpected end of form/i, ErrorMessages.incompleteUpload],
  [/^Malformed part header/i, ErrorMessages.incompleteUpload],
  // Express's router, for a percent-escape that is not UTF-8 (`/api/properties/%C0%AF`).
  [/^Failed to decode param/i, ErrorMessages.malformedPath],
];

/**
 * What a client sees for an HTTP error that carries no message of our own (Nest's and Express's English defaults,
 * body-parser errors). Exceptions thrown by our code with their own message keep it.
 */
export const defaultMessageByStatus: Readonly<Record<number, string>> = {
  400: ErrorMessages.invalidData,
  401: ErrorMessages.signInRequired,
  403: ErrorMessages.forbidden,
  404: ErrorMessages.notFound,
  405: 'Método no permitido',
  406: 'Formato de respuesta no disponible',
  408: 'La solicitud tardó demasiado',
  409: 'La solicitud entra en conflicto con el estado actual',
  413: 'La solicitud es demasiado grande',
  415: 'Tipo de contenido no admitido',
  422: ErrorMessages.invalidData,
  429: 'Demasiadas solicitudes; intenta de nuevo en un momento',
  500: ErrorMessages.internal,
  502: ErrorMessages.serviceUnavailable,
  503: ErrorMessages.serviceUnavailable,
  504: ErrorMessages.serviceUnavailable,
};
