import { z } from 'zod';
import { identitySchema, roleSchema } from './identity.js';

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

/** `auth.user.profile`: the public name of a user. */
export const userProfileRequestSchema = z.object({ userId: z.string().uuid() });
export const userProfileReplySchema = z.object({ fullName: z.string().nullable(), username: z.string() }).nullable();

/**
 * `auth.agents.active`: the users who can take clients and calls (active agents and admins), oldest account first,
 * so round-robin assignment is stable across replicas.
 */
export const activeAgentsRequestSchema = z.object({}).strict();
export const activeAgentSchema = z.object({
  id: z.string().uuid(),
  fullName: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type ActiveAgent = z.infer<typeof activeAgentSchema>;
export const activeAgentsReplySchema = z.object({ agents: z.array(activeAgentSchema) });
export type ActiveAgentsReply = z.infer<typeof activeAgentsReplySchema>;
