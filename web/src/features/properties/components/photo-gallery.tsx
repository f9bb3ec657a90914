import { isLowResolution, PHOTO_LIMITS, type PropertyImage } from '@prestigio/contracts';
import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { useDeletePropertyPhoto } from '../api/delete-property-photo';
import { useReorderPropertyPhotos } from '../api/reorder-property-photos';
import { makeMainPhoto, movePhoto, positionAnnouncement } from '../lib/photo-order';
import { PropertyThumbnail } from './property-thumbnail';

type PhotoControl = 'left' | 'right' | 'main';

const tryAgain = 'Inténtalo de nuevo en unos momentos.';

/**
 * The listing's photos in order, the main one first, with the controls to arrange them. Every control is a button
 * (keyboard and screen reader friendly, no dragging needed); after a move the focus follows the moved photo and
 * its new position is announced.
 */
export function PhotoGallery({ listingId, images }: { listingId: string; images: readonly PropertyImage[] }) {
  const { reorder, isReordering } = useReorderPropertyPhotos(listingId);
  const { deletePhoto, deletingPhotoId } = useDeletePropertyPhoto(listingId);
  const [confirmingDelete, setConfirmingDelete] = useState<PropertyImage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const ids = images.map((image) => image.id);

  const controlRef = (photoId: string, control: PhotoControl) => (element: HTMLButtonElement | null) => {
    const key = `${photoId}:${control}`;
    if (element) controls.current.set(key, element);
    else controls.current.delete(key);
  };

  // Moving a photo re-renders it elsewhere in the list; once that has happened the keyboard is put back on it.
  const pendingFocus = useRef<{ photoId: string; control: PhotoControl } | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    controls.current.get(`${target.photoId}:${target.control}`)?.focus();
  }, [images]);

  const busy = isReordering || deletingPhotoId !== null;

  /** The same control on the moved photo, or its opposite once the photo reaches an edge (or became main). */
  const focusAfterMove = (photoId: string, order: readonly string[], pressed: PhotoControl): PhotoControl => {
    const index = order.indexOf(photoId);
    if (pressed === 'main' || (pressed === 'left' && index === 0)) return 'right';
    if (pressed === 'right' && index === order.length - 1) return 'left';
    return pressed;
  };

  const arrange = async (photoId: string, order: string[], control: PhotoControl) => {
    // One change at a time: the next move starts from the order the server confirmed.
    if (busy) return;
    pendingFocus.current = { photoId, control: focusAfterMove(photoId, order, control) };
    setAnnouncement(positionAnnouncement(order, photoId));
    try {
      await reorder(order);
    } catch (error) {
      setAnnouncement('No se pudo cambiar el orden de las fotos');
      toast({
        title: 'No se pudo cambiar el orden',
        description: apiErrorMessage(error) ?? tryAgain,
        variant: 'destructive',
      });
    }
  };

  const confirmDelete = async () => {
    if (!confirmingDelete) return;
    try {
      await deletePhoto(confirmingDelete.id);
      setAnnouncement('Foto eliminada');
      toast({ title: 'Foto eliminada', description: 'La galería se actualizó.' });
    } catch (error) {
      toast({ title: 'No se pudo eliminar la foto', description: apiErrorMessage(error) ?? tryAgain, variant: 'destructive' });
    } finally {
      setConfirmingDelete(null);
    }
  };

  if (images.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-navy-200 px-6 py-8 text-center text-sm text-navy-500">
        Aún no hay fotos. La primera que subas será la foto principal.
      </p>
    );
  }

  return (
    <>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ol className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3" aria-label="Galería de fotos">
        {images.map((image, index) => {
          const isMain = index === 0;
          const position = `${index + 1} de ${images.length}`;
          return (
            <li
              key={image.id}
              data-photo-id={image.id}
              data-main={isMain || undefined}
              className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-100"
            >
              <div className="relative aspect-[4/3]">
                <PropertyThumbnail src={image.url} alt={image.alt} width={480} height={360} className="h-full w-full" />
                {isLowResolution(image) && (
                  <span
                    className="absolute right-2 bottom-2 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 shadow"
                    title={`${image.width} × ${image.height} px: se verá borrosa en pantallas grandes. Conviene una de al menos ${PHOTO_LIMITS.sharpLongSidePx} px por su lado mayor.`}
                  >
                    Baja resolución
                    <span className="sr-only">
                      {`: ${image.width} × ${image.height} px, conviene una de al menos ${PHOTO_LIMITS.sharpLongSidePx} px por su lado mayor`}
                    </span>
                  </span>
                )}
                {isMain ? (
                  <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-gold-400 px-2.5 py-1 text-xs font-semibold text-navy-900 shadow">
                    <Star className="h-3.5 w-3.5 fill-current" aria-hidden="true" />
                    Principal
                  </span>
                ) : (
                  <span className="absolute top-2 left-2 rounded-full bg-navy-900/80 px-2.5 py-1 text-xs font-semibold text-white tabular-nums">
                    {index + 1}
                  </span>
                )}
              </div>
              <div className="flex items-center gap-1.5 p-2.5">
                <Button
                  ref={controlRef(image.id, 'left')}
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="px-2.5 text-navy-800"
                  onClick={() => void arrange(image.id, movePhoto(ids, image.id, -1), 'left')}
                  disabled={index === 0}
                  aria-disabled={busy || undefined}
                  aria-label={`Mover a la izquierda la foto ${position}`}
                  title="Mover a la izquierda"
                >
                  <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  ref={controlRef(image.id, 'right')}
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="px-2.5 text-navy-800"
                  onClick={() => void arrange(image.id, movePhoto(ids, image.id, 1), 'right')}
                  disabled={index === images.length - 1}
                  aria-disabled={busy || undefined}
                  aria-label={`Mover a la derecha la foto ${position}`}
                  title="Mover a la derecha"
                >
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Button>
                {!isMain && (
                  <Button
                    ref={controlRef(image.id, 'main')}
                    type="button"
                    variant="secondary"
                    size="sm"
                    className="px-2.5"
                    onClick={() => void arrange(image.id, makeMainPhoto(ids, image.id), 'main')}
                    aria-disabled={busy || undefined}
                    aria-label={`Hacer principal la foto ${position}`}
                  >
                    <Star className="h-4 w-4" aria-hidden="true" />
                    Hacer principal
                  </Button>
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="ml-auto px-2.5 text-red-700 hover:bg-red-50"
                  onClick={() => {
                    if (!busy) setConfirmingDelete(image);
                  }}
                  aria-disabled={busy || undefined}
                  aria-label={`Eliminar la foto ${position}`}
                  title="Eliminar"
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>

      <ConfirmDialog
        open={confirmingDelete !== null}
        title="¿Eliminar esta foto?"
        description={
          confirmingDelete?.id === ids[0]
            ? 'Es la foto principal: la siguiente de la galería ocupará su lugar. No se puede deshacer.'
            : 'Se quitará de la galería y del sitio. No se puede deshacer.'
        }
        tone="danger"
        confirmLabel="Eliminar foto"
        busyLabel="Eliminando..."
        busy={deletingPhotoId !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(null)}
      >
        {confirmingDelete && (
          <PropertyThumbnail
            src={confirmingDelete.url}
            alt={confirmingDelete.alt}
            width={480}
            height={360}
            className="mt-5 aspect-[4/3] w-full rounded-lg"
          />
        )}
      </ConfirmDialog>
    </>
  );
}
