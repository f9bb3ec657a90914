import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@prestigio/contracts';
import { RATE_LIMIT_MESSAGE } from './security/rate-limit.js';

/** The gateway's own answers, in the contract's error shape and the site's Spanish. */
export const gatewayErrors = {
  forbiddenOrigin: { statusCode: 403, message: 'Solicitud rechazada: origen no permitido' },
  notFound: { statusCode: 404, message: 'Recurso no encontrado' },
  tooManyRequests: { statusCode: 429, message: RATE_LIMIT_MESSAGE },
  payloadTooLarge: { statusCode: 413, message: 'La solicitud es demasiado grande' },
  requestTimeout: { statusCode: 408, message: 'La solicitud tardó demasiado en llegar. Intente de nuevo.' },
  upgradeRequired: { statusCode: 426, message: 'Esta dirección solo acepta conexiones WebSocket' },
  internal: { statusCode: 500, message: 'Error interno del servidor' },
  badGateway: { statusCode: 502, message: 'Servicio no disponible temporalmente' },
  noReplicas: { statusCode: 503, message: 'Servicio no disponible temporalmente' },
  gatewayTimeout: { statusCode: 504, message: 'El servicio tardó demasiado en responder' },
} as const satisfies Record<string, ErrorBody>;

export function sendJsonError(res: ServerResponse, body: ErrorBody, extraHeaders: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const payload = JSON.stringify(body);
  res.writeHead(body.statusCode, {
    ...extraHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
  });
  res.end(payload);
}

const statusText: Record<number, string> = {
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  426: 'Upgrade Required',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** An upgrade request has only a raw socket: answer with a minimal HTTP response and close it. */
export function rejectUpgrade(socket: Duplex, body: ErrorBody, headers: Record<string, string>): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const payload = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${body.statusCode} ${statusText[body.statusCode] ?? 'Error'}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(payload)}`,
    'connection: close',
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${payload}`);
}
