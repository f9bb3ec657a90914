import { registerFormSchema, type PublicUser } from '@prestigio/contracts';
import { useForm } from 'react-hook-form';
import { useRegister } from '../api/register';
import { runAuthOperation } from '../lib/auth-toasts';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/validation';

const registerFields = ['fullName', 'email', 'phone', 'username', 'password', 'confirmPassword'] as const;

/** The registration form: contract validation (every broken password rule is listed), the call and the toasts. */
export function useRegisterForm({ onRegistered }: { onRegistered: (user: PublicUser) => void }) {
  const form = useForm({
    resolver: contractResolver(registerFormSchema),
    defaultValues: { fullName: '', email: '', phone: '', username: '', password: '', confirmPassword: '' },
    criteriaMode: 'all',
  });
  const { trigger, isMutating } = useRegister();

  const submit = form.handleSubmit((values) =>
    runAuthOperation('register', () => trigger(values), {
      onDone: onRegistered,
      onFailure: (error) => applyServerFieldErrors(form.setError, error, registerFields),
    }),
  );

  return { form, submit, isSubmitting: isMutating };
}
