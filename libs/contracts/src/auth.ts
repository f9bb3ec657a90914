import { z } from 'zod';
import { blankAsUndefined, exactText, lineText, phoneField } from './fields.js';
import { roleSchema, userStatusSchema } from './identity.js';
import { internationalPhoneDigits } from './phone.js';

/**
 * One key for a username however it is typed: compatibility forms unified, accents and case folded ("probe_bfİ",
 * "PROBE_BFI" and "probe_bfi" are one key). The account lookup and the login throttle both use it, so no spelling gets
 * a fresh throttle counter for an existing account. Registered usernames are ASCII (the rule below), so the fold
 * never merges two that registration allowed.
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFKC').trim();
}

/** An e-mail address as stored, looked up and counted: compatibility forms unified, lower case. */
export function emailKey(email: string): string {
  return email.normalize('NFKC').toLowerCase().trim();
}

/** Spec §5: the messages are binding to the letter. */
const usernameField = lineText('El nombre de usuario', { error: 'El nombre de usuario debe tener al menos 3 caracteres' })
  .min(3, 'El nombre de usuario debe tener al menos 3 caracteres')
  .max(50, 'El nombre de usuario no puede tener más de 50 caracteres')
  .regex(/^[A-Za-z0-9._-]+$/, 'El nombre de usuario solo puede contener letras, números, punto, guion y guion bajo');

export const loginSchema = z.object({
  username: lineText('El nombre de usuario', { error: 'El nombre de usuario debe tener al menos 3 caracteres' })
    .min(3, 'El nombre de usuario debe tener al menos 3 caracteres')
    .max(100, 'El nombre de usuario no puede tener más de 100 caracteres'),
  password: exactText('La contraseña', { error: 'La contraseña debe tener al menos 6 caracteres' })
    .min(6, 'La contraseña debe tener al menos 6 caracteres')
    .max(200, 'La contraseña no puede tener más de 200 caracteres'),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordField = exactText('La contraseña', { error: 'La contraseña debe tener al menos 8 caracteres' })
  .min(8, 'La contraseña debe tener al menos 8 caracteres')
  .max(200, 'La contraseña no puede tener más de 200 caracteres')
  .regex(/[A-Z]/, 'La contraseña debe contener al menos una letra mayúscula')
  .regex(/[0-9]/, 'La contraseña debe contener al menos un número');

/** Spec §5 (registration); the same rule wherever a user gives their name. */
const fullNameField = lineText('El nombre', { error: 'El nombre debe tener al menos 3 caracteres' })
  .min(3, 'El nombre debe tener al menos 3 caracteres')
  .max(120, 'El nombre no puede tener más de 120 caracteres');

/** An agent's phone as stored: the contact form's rule, kept as digits with the country code (525512345678). */
const agentPhoneField = phoneField.transform(internationalPhoneDigits);

/** What POST /api/register accepts: confirmPassword is never sent (spec §7). */
export const registerPayloadSchema = z.object({
  fullName: fullNameField,
  email: z
    .string({ error: 'Ingresa un correo electrónico válido' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Ingresa un correo electrónico válido').max(254, 'Ingresa un correo electrónico válido')),
  username: usernameField,
  password: passwordField,
  /**
   * Optional (not in the spec's form): the agent's phone, public on the listings in their charge for "Llamar" and
   * WhatsApp. Stored as digits with the country code.
   */
  phone: blankAsUndefined(agentPhoneField.optional()),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** The registration form: the payload plus confirmPassword, which must equal password (message on confirmPassword). */
export const registerFormSchema = registerPayloadSchema
  .extend({ confirmPassword: z.string({ error: 'Las contraseñas no coinciden' }) })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** A user as every API returns it: never a password or hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  email: z.string(),
  username: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  /**
   * Digits with the country code, or null. The user's own, shown on their listings; an answer from a release
   * without phones has none, read as null.
   */
  phone: z.string().nullable().default(null),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Spec §3 session state. */
export type SessionState = { authenticated: true; user: PublicUser } | { authenticated: false; user: null };

/** Admin changes to a user (PATCH /api/users/:id). */
export const updateUserSchema = z
  .object({
    role: roleSchema.optional(),
    status: userStatusSchema.optional(),
  })
  .refine((change) => change.role !== undefined || change.status !== undefined, {
    message: 'Indica el rol o el estado a cambiar',
  });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/**
 * PATCH /api/user: a signed-in user changes their own name and phone ("Mi perfil"). The name follows registration's
 * rule; the phone too, and a blank or null phone clears it (the listings then show the agency's number); a body
 * without `phone` leaves it as it is. Anything else (role, status, e-mail, username) is not the user's to change here
 * and is dropped, as every schema drops unknown keys.
 */
export const updateOwnProfileSchema = z.object({
  fullName: fullNameField,
  phone: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
    agentPhoneField.nullable().optional(),
  ),
});
export type UpdateOwnProfileInput = z.infer<typeof updateOwnProfileSchema>;

/**
 * `auth.user.profile-updated`: a user's public card changed (name, phone). Services that keep a copy of it (the
 * listings' agent card) replace theirs; the envelope's `occurredAt` orders two changes that arrive out of order.
 */
export const userProfileUpdatedEventSchema = z.object({
  userId: z.string().uuid(),
  fullName: z.string().nullable(),
  username: z.string(),
  /** Digits with the country code, or null when the user has none. */
  phone: z.string().nullable(),
});
export type UserProfileUpdatedEvent = z.infer<typeof userProfileUpdatedEventSchema>;

export const roleLabels = { admin: 'Administrador', agent: 'Agente' } as const;
export const userStatusLabels = { pending: 'Pendiente de aprobación', active: 'Activo', deactivated: 'Desactivado' } as const;

/** `auth.user.profile`: what the public may know of a user: the name and, for an agent who gave one, the phone. */
export const userProfileRequestSchema = z.object({ userId: z.string().uuid() });
export const userProfileReplySchema = z
  .object({
    fullName: z.string().nullable(),
    username: z.string(),
    /** Digits with the country code (525512345678). Optional: a reply from a release without phones has none. */
    phone: z.string().nullable().optional(),
  })
  .nullable();

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
  /** Their phone as digits with the country code, for the e-mails they send; absent or null when they gave none. */
  phone: z.string().nullable().optional(),
});
export type ActiveAgent = z.infer<typeof activeAgentSchema>;
export const activeAgentsReplySchema = z.object({ agents: z.array(activeAgentSchema) });
export type ActiveAgentsReply = z.infer<typeof activeAgentsReplySchema>;
