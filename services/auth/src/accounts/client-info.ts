import type { Request } from 'express';
import type { ClientInfo } from '../sessions/sessions.service.js';

/**
 * The gateway appends the address it saw to x-forwarded-for, so the last entry is the one no client can forge.
 */
export function clientInfo(request: Request): ClientInfo {
  const forwarded = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((s) => s.trim());
  const ipAddress = chain.filter(Boolean).at(-1) ?? request.socket.remoteAddress ?? null;
  const userAgent = request.headers['user-agent'] ?? null;
  return { ipAddress, userAgent };
}

export function isHttps(request: Request): boolean {
  return request.secure || request.headers['x-forwarded-proto'] === 'https';
}
