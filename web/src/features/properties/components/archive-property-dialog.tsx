import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { ListingRef } from '../hooks/use-listing-actions';

export interface ArchivePropertyDialogProps {
  listing: ListingRef | null;
  isArchiving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Archiving takes a listing off the portal and the site, so it is always confirmed first. */
export function ArchivePropertyDialog({ listing, isArchiving, onConfirm, onCancel }: ArchivePropertyDialogProps) {
  return (
    <Dialog
      open={listing !== null}
      onOpenChange={(open) => {
        if (!open && !isArchiving) onCancel();
      }}
    >
      <DialogContent role="alertdialog">
        {listing && (
          <>
            <DialogTitle>¿Archivar esta propiedad?</DialogTitle>
            <DialogDescription>
              «{listing.title}» dejará de mostrarse en el portal y en el sitio público. Su historial se conserva.
            </DialogDescription>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary" disabled={isArchiving}>
                  Cancelar
                </Button>
              </DialogClose>
              <Button variant="danger" onClick={onConfirm} disabled={isArchiving}>
                {isArchiving ? 'Archivando...' : 'Archivar'}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
