import type { Request } from 'express';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

const MAX_USER_AGENT_LENGTH = 300;

/**
 * Who sent a request. The gateway sets x-real-ip to the client as it judged it (it strips any client-sent copy);
 * failing that, the rightmost x-forwarded-for entry (appended by the gateway), then the socket's address. An HTTP
 * request, or a WebSocket's upgrade request (the chat records the consent to an alert given in it).
 */
export function clientInfo(request: Pick<IncomingMessage, 'headers' | 'socket'>): ClientInfo {
  const realIp = request.headers['x-real-ip'];
  const forwarded = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const candidates = [typeof realIp === 'string' ? realIp.trim() : '', chain.at(-1)?.trim() ?? ''];
  const ipAddress = candidates.find((candidate) => isIP(candidate)) ?? request.socket.remoteAddress ?? null;
  const userAgent = request.headers['user-agent']?.slice(0, MAX_USER_AGENT_LENGTH) ?? null;
  return { ipAddress, userAgent };
}

/** Whether the browser reached the site over https (the gateway says so in x-forwarded-proto). */
export function isHttps(request: Request): boolean {
  return request.secure || request.headers['x-forwarded-proto'] === 'https';
}
