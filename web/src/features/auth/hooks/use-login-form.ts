import { loginSchema, type PublicUser } from '@prestigio/contracts';
import { useForm } from 'react-hook-form';
import { useLogin } from '../api/login';
import { runAuthOperation } from '../lib/auth-toasts';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/validation';

const loginFields = ['username', 'password'] as const;

/** The sign-in form: contract validation, the call, the spec's toasts and the server's field messages. */
export function useLoginForm({ onSignedIn }: { onSignedIn: (user: PublicUser) => void }) {
  const form = useForm({
    resolver: contractResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { trigger, isMutating } = useLogin();

  const submit = form.handleSubmit((credentials) =>
    runAuthOperation('login', () => trigger(credentials), {
      onDone: onSignedIn,
      onFailure: (error) => applyServerFieldErrors(form.setError, error, loginFields),
    }),
  );

  return { form, submit, isSubmitting: isMutating };
}
