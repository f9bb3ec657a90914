import { toast, type ToastInput } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';

/** Spec §8, to the letter: the success toasts of signing in, registering and signing out. */
export const authSuccessToasts = {
  login: { title: 'Inicio de sesión exitoso', description: 'Has iniciado sesión correctamente.' },
  register: { title: 'Registro exitoso', description: 'Tu cuenta ha sido creada correctamente.' },
  logout: { title: 'Sesión cerrada', description: 'Has cerrado sesión correctamente.' },
} as const satisfies Record<string, ToastInput>;

/** Spec §8: each failure's title and the text shown when the server gave no message of its own. */
export const authFailureToasts = {
  login: { title: 'Error al iniciar sesión', fallback: 'No se pudo iniciar sesión. Verifica tus credenciales.' },
  register: {
    title: 'Error al registrarse',
    fallback: 'No se pudo completar el registro. Intenta con otro nombre de usuario.',
  },
  logout: { title: 'Error al cerrar sesión', fallback: 'No se pudo cerrar la sesión.' },
} as const;

export type AuthOperation = keyof typeof authFailureToasts;

/**
 * The toast for a failed auth call: the server's own message when it sent one (wrong password, throttled, name
 * taken...), else the spec's generic text. The variant stays the default one: spec §8 marks only search and chat
 * failures as destructive.
 */
export function authFailureToast(operation: AuthOperation, error: unknown): ToastInput {
  const { title, fallback } = authFailureToasts[operation];
  return { title, description: apiErrorMessage(error) ?? fallback };
}

/**
 * Runs a sign-in, registration or sign-out and says how it went (spec §8): its success toast, then `onDone`; or
 * `onFailure` (e.g. the server's field messages under their fields), then its failure toast.
 */
export async function runAuthOperation<Result>(
  operation: AuthOperation,
  call: () => Promise<Result>,
  { onDone, onFailure }: { onDone: (result: Result) => void; onFailure?: (error: unknown) => void },
): Promise<void> {
  try {
    const result = await call();
    toast(authSuccessToasts[operation]);
    onDone(result);
  } catch (error) {
    onFailure?.(error);
    toast(authFailureToast(operation, error));
  }
}
