import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** What goes between the description and the buttons: a preview, a choice to make. */
  children?: ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are ("Mantener la cita"); "Cancelar" unless said. */
  cancelLabel?: string;
  /** The confirm button's text while the action runs, e.g. "Guardando...". */
  busyLabel: string;
  /** While the action runs both buttons are disabled and the dialog cannot be dismissed. */
  busy: boolean;
  tone?: 'danger' | 'navy';
  confirmDisabled?: boolean;
  onConfirm: () => void;
  /** Cancel, Esc, the close button or a click outside, never while busy. */
  onCancel: () => void;
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * The frame of every "are you sure?" in the portal: title, explanation, optional body, Cancelar and the action. The
 * body is a form, so a choice inside it (a radio group) confirms with Enter like the button does.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  busyLabel,
  busy,
  tone = 'navy',
  confirmDisabled = false,
  onConfirm,
  onCancel,
  role = 'dialog',
  className,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !busy) onCancel();
      }}
    >
      <DialogContent role={role} className={className}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // React sends a portal's events up its own tree: a dialog opened from inside a form (an activity's
            // "Eliminar") would also submit that form.
            event.stopPropagation();
            onConfirm();
          }}
        >
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button type="submit" variant={tone} disabled={busy || confirmDisabled}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
