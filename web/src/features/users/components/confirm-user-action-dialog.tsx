import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog';
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
    <Dialog
      open={confirmation !== null}
      onOpenChange={(open) => {
        if (!open && !isUpdating) onCancel();
      }}
    >
      <DialogContent>
        {action && (
          <>
            <DialogTitle>{action.confirmTitle}</DialogTitle>
            <DialogDescription>{action.confirmText}</DialogDescription>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary" disabled={isUpdating}>
                  Cancelar
                </Button>
              </DialogClose>
              <Button variant={action.tone === 'danger' ? 'danger' : 'navy'} onClick={onConfirm} disabled={isUpdating}>
                {isUpdating ? 'Guardando...' : action.confirmLabel}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
