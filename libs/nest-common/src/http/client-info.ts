import { isIP } from 'node:net';
import type { Request } from 'express';

export interface ClientInfo {
  ipAddress: string | null;
  userAgent: string | null;
}

const MAX_USER_AGENT_LENGTH = 300;

/**
 * Who sent a request. The gateway appends the address it saw to x-forwarded-for, so the rightmost entry is the
 * one no client can forge; without a usable one (a direct call) the socket's address is taken.
 */
export function clientInfo(request: Request): ClientInfo {
  const forwarded = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const appendedByGateway = chain.at(-1)?.trim() ?? '';
  const ipAddress = isIP(appendedByGateway) ? appendedByGateway : (request.socket.remoteAddress ?? null);
  const userAgent = request.headers['user-agent']?.slice(0, MAX_USER_AGENT_LENGTH) ?? null;
  return { ipAddress, userAgent };
}

/** Whether the browser reached the site over https (the gateway says so in x-forwarded-proto). */
export function isHttps(request: Request): boolean {
  return request.secure || request.headers['x-forwarded-proto'] === 'https';
}
