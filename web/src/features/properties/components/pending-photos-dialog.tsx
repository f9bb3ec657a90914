import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

function photosText(count: number): string {
  return count === 1 ? '1 foto que todavía no se sube' : `${count} fotos que todavía no se suben`;
}

/** Asks before leaving the edit page with photos picked but not uploaded; staying keeps them in the queue. */
export function PendingPhotosDialog({ blocker, count }: { blocker: Blocker; count: number }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      role="alertdialog"
      title="Hay fotos sin subir"
      description={`Elegiste ${photosText(count)}. Si sales de esta página se descartarán; quédate y pulsa «Subir» o «Guardar cambios» para agregarlas a la galería.`}
      confirmLabel="Salir sin subirlas"
      busyLabel="Saliendo..."
      busy={false}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
