import type { PublicUser } from '@prestigio/contracts';
import { UserPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useRegisterForm } from '../hooks/use-register-form';
import { fieldMessages } from '../../../lib/form-errors';

export function RegisterForm({ onRegistered }: { onRegistered: (user: PublicUser) => void }) {
  const { form, submit, isSubmitting } = useRegisterForm({ onRegistered });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Registrarse">
      <TextField
        label="Nombre completo"
        autoComplete="name"
        errors={fieldMessages(errors.fullName)}
        {...form.register('fullName')}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        errors={fieldMessages(errors.email)}
        {...form.register('email')}
      />
      <TextField
        label="Teléfono (opcional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="Se muestra en las propiedades a tu cargo, para que los clientes te llamen o escriban por WhatsApp."
        errors={fieldMessages(errors.phone)}
        {...form.register('phone')}
      />
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
        autoComplete="new-password"
        hint="Mínimo 8 caracteres, con una mayúscula y un número."
        errors={fieldMessages(errors.password, { all: true })}
        {...form.register('password')}
      />
      <TextField
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        errors={fieldMessages(errors.confirmPassword)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" variant="navy" size="lg" className="w-full" disabled={isSubmitting}>
        <UserPlus className="h-5 w-5" aria-hidden="true" />
        {isSubmitting ? 'Registrando...' : 'Registrarse'}
      </Button>
      <p className="text-center text-sm text-navy-500">
        Por seguridad, un administrador de la agencia puede revisar tu cuenta antes de darte acceso al portal.
      </p>
    </form>
  );
}
