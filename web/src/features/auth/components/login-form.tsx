import type { PublicUser } from '@prestigio/contracts';
import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useLoginForm } from '../hooks/use-login-form';
import { fieldMessages } from '../../../lib/form-errors';

export function LoginForm({ onSignedIn }: { onSignedIn: (user: PublicUser) => void }) {
  const { form, submit, isSubmitting } = useLoginForm({ onSignedIn });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Iniciar Sesión">
      <TextField
        label="Nombre de usuario"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        errors={fieldMessages(errors.username)}
        {...form.register('username')}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        errors={fieldMessages(errors.password)}
        {...form.register('password')}
      />
      <Button type="submit" variant="navy" size="lg" className="w-full" disabled={isSubmitting}>
        <LogIn className="h-5 w-5" aria-hidden="true" />
        {isSubmitting ? 'Iniciando sesión...' : 'Iniciar Sesión'}
      </Button>
    </form>
  );
}
