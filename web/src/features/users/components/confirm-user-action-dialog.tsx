import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { PendingConfirmation } from '../hooks/use-user-admin';

export interface ConfirmUserActionDialogProps {
  confirmation: PendingConfirmation | null;
  isUpdating: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Every change to an account is confirmed first; the dialog stays until the server has answered. */
export function ConfirmUserActionDialog({
  confirmation,
  isUpdating,
  onConfirm,
  onCancel,
}: ConfirmUserActionDialogProps) {
  const action = confirmation?.action;
  return (
    <ConfirmDialog
      open={confirmation !== null}
      title={action?.confirmTitle}
      description={action?.confirmText}
      tone={action?.tone === 'danger' ? 'danger' : 'navy'}
      confirmLabel={action?.confirmLabel ?? ''}
      busyLabel="Guardando..."
      busy={isUpdating}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
