import { roleLabels, type PublicUser } from '@prestigio/contracts';
import { Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { fieldMessages } from '../../../lib/form-errors';
import { useProfileForm } from '../hooks/use-profile-form';

/** The signed-in user's own name and phone, with what only an administrator can change shown for reference. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const { form, submit, isSaving } = useProfileForm(user);
  const { errors, isDirty } = form.formState;

  return (
    <div className="grid max-w-4xl gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <form onSubmit={submit} noValidate aria-labelledby="profile-heading" className="space-y-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
        <h2 id="profile-heading" className="font-semibold text-navy-900">
          Tus datos
        </h2>
        <TextField id="profile-full-name" label="Nombre completo" autoComplete="name" errors={fieldMessages(errors.fullName)} {...form.register('fullName')} />
        <TextField
          id="profile-phone"
          label="Teléfono"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="55 1234 5678"
          hint="Aparece en las propiedades a tu cargo, en los botones Llamar y WhatsApp. Si lo dejas vacío, se muestra el teléfono de la agencia."
          errors={fieldMessages(errors.phone)}
          {...form.register('phone')}
        />
        <Button type="submit" variant="gold" disabled={isSaving || !isDirty}>
          <Save className="h-4 w-4" aria-hidden="true" />
          {isSaving ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </form>

      <section aria-labelledby="account-heading" className="space-y-3 self-start rounded-xl bg-navy-50 p-6 ring-1 ring-navy-100">
        <h2 id="account-heading" className="font-semibold text-navy-900">
          Tu cuenta
        </h2>
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="text-navy-500">Nombre de usuario</dt>
            <dd className="font-medium break-all text-navy-900">{user.username}</dd>
          </div>
          <div>
            <dt className="text-navy-500">Correo electrónico</dt>
            <dd className="font-medium break-all text-navy-900">{user.email}</dd>
          </div>
          <div>
            <dt className="text-navy-500">Rol</dt>
            <dd className="font-medium text-navy-900">{roleLabels[user.role]}</dd>
          </div>
        </dl>
        <p className="text-sm text-navy-600">Para cambiar tu usuario o tu correo, pide ayuda a un administrador.</p>
      </section>
    </div>
  );
}
