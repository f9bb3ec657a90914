// Sessions: the cookie, the gateway's question to auth, and the events that make the gateway forget cached identities.
import { z } from 'zod';
import { identitySchema } from './identity.js';

/** The session cookie's name. HttpOnly, SameSite=Lax, Path=/, Secure behind https. */
export const SESSION_COOKIE = 'prestigio_session';

/** `auth.session.resolve`: the gateway asks auth who holds a session token. */
export const resolveSessionRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const resolveSessionReplySchema = z.object({ identity: identitySchema.nullable() });
export type ResolveSessionReply = z.infer<typeof resolveSessionReplySchema>;

export const userLoggedOutEventSchema = z.object({ sessionKey: z.string(), userId: z.string() });
export type UserLoggedOutEvent = z.infer<typeof userLoggedOutEventSchema>;
export const userAccessChangedEventSchema = z.object({ userId: z.string() });
export type UserAccessChangedEvent = z.infer<typeof userAccessChangedEventSchema>;
