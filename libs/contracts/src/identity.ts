import { z } from 'zod';

export const roles = ['admin', 'agent'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

export const userStatuses = ['pending', 'active', 'deactivated'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** Who is calling, as the gateway resolved it from the session cookie. */
export const identitySchema = z.object({
  userId: z.string().min(1),
  role: roleSchema,
  status: userStatusSchema,
});
export type Identity = z.infer<typeof identitySchema>;

/** Header the gateway signs and services verify; the gateway strips any client-sent copy. */
export const IDENTITY_HEADER = 'x-prestigio-identity';
export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * Header prefixes that only the gateway may set. Any client-sent header starting with one of these is removed
 * before a request reaches a service.
 */
export const INTERNAL_HEADER_PREFIXES = ['x-prestigio-', 'x-internal-', 'x-user-', 'x-forwarded-user'] as const;

/**
 * HMAC key used when IDENTITY_SECRET is unset outside production, so a developer can start everything without
 * configuring secrets. The gateway and the services must default to the same value.
 */
export const DEVELOPMENT_IDENTITY_SECRET = 'prestigio-development-identity-secret';
