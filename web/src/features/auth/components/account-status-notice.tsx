import type { UserStatus } from '@prestigio/contracts';
import { Hourglass, RefreshCw, ShieldOff, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const notices: Record<Exclude<UserStatus, 'active'>, { icon: LucideIcon; title: string; text: string }> = {
  pending: {
    icon: Hourglass,
    title: 'Tu cuenta está pendiente de aprobación',
    text: 'Un administrador de la agencia debe aprobar tu cuenta antes de que puedas consultar propiedades, clientes y actividades. No necesitas registrarte de nuevo: en cuanto la aprueben, entrarás con tu usuario y contraseña de siempre.',
  },
  deactivated: {
    icon: ShieldOff,
    title: 'Tu cuenta está desactivada',
    text: 'Esta cuenta ya no tiene acceso al portal. Si crees que se trata de un error, comunícate con un administrador de la agencia.',
  },
};

/**
 * Takes the place of every portal page while an account cannot see agency data. The portal does not poll (spec §4),
 * so a waiting user can ask again on demand.
 */
export function AccountStatusNotice({
  status,
  onRecheck,
  isRechecking = false,
}: {
  status: Exclude<UserStatus, 'active'>;
  onRecheck?: () => void;
  isRechecking?: boolean;
}) {
  const { icon: Icon, title, text } = notices[status];
  return (
    <section
      aria-labelledby="account-status-title"
      className="mx-auto mt-6 max-w-2xl rounded-2xl border border-gold-200 bg-white p-8 text-center shadow-sm sm:p-12"
    >
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 ring-1 ring-gold-300">
        <Icon className="h-8 w-8 text-gold-700" aria-hidden="true" />
      </span>
      <h1 id="account-status-title" className="mt-6 text-3xl font-semibold text-navy-900">
        {title}
      </h1>
      <p className="mx-auto mt-4 max-w-lg leading-relaxed text-navy-700">{text}</p>
      {onRecheck && (
        <Button variant="secondary" className="mt-8" onClick={onRecheck} disabled={isRechecking}>
          <RefreshCw className={isRechecking ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
          {isRechecking ? 'Comprobando...' : 'Comprobar de nuevo'}
        </Button>
      )}
    </section>
  );
}
