import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { PropertyRef } from '../hooks/use-property-actions';

export interface ArchivePropertyDialogProps {
  listing: PropertyRef | null;
  isArchiving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Archiving takes a listing off the portal and the site, so it is always confirmed first. */
export function ArchivePropertyDialog({ listing, isArchiving, onConfirm, onCancel }: ArchivePropertyDialogProps) {
  return (
    <ConfirmDialog
      open={listing !== null}
      role="alertdialog"
      title="¿Archivar esta propiedad?"
      description={
        listing && `«${listing.title}» dejará de mostrarse en el portal y en el sitio público. Su historial se conserva.`
      }
      tone="danger"
      confirmLabel="Archivar"
      busyLabel="Archivando..."
      busy={isArchiving}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
