import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { PropertyImage } from '@prestigio/contracts';
import { ChevronLeft, ChevronRight, Expand, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { cn } from '../../../lib/cn';
import { PropertyPhoto } from './property-photo';

type GalleryProps = { title: string; images: PropertyImage[]; mainImage: string | null };

/** How far a finger (or a mouse) must travel sideways to turn the photo, in CSS pixels. */
const SWIPE_PX = 50;

const arrowClass =
  'absolute top-1/2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-navy-950/60 text-white backdrop-blur-sm transition-colors hover:bg-navy-950/80';

/** ← and → step through the photos (where the focus is inside the gallery or its full-screen view). */
function arrowKeys(step: (delta: number) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
}

/** A horizontal swipe (touch, pen or mouse, through pointer events) steps to the next or previous photo. */
function useSwipe(step: (delta: number) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  // A mouse drag ends in a click on what it started on: that click must not also open the full-screen view.
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      swiped.current = Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y);
      if (swiped.current) step(dx < 0 ? 1 : -1);
    },
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

function Counter({ index, total, className }: { index: number; total: number; className?: string }) {
  return (
    <p className={cn('rounded-full bg-navy-950/70 px-3 py-1 text-sm font-medium text-white', className)} aria-live="polite">
      {index + 1} / {total}
    </p>
  );
}

/**
 * The listing's photos: one large, thumbnails to choose, arrows (buttons and the keyboard's ← →) and swipes to step
 * through. The large photo opens a full-screen view (a modal dialog: Escape closes it and gives the focus back) with
 * the same arrows, swipes and counter. Every photo falls back to the placeholder; a listing without photos shows the
 * placeholder alone.
 */
export function PropertyGallery({ title, images, mainImage }: GalleryProps) {
  const photos = images.length > 0 ? images : [{ id: 'principal', url: mainImage ?? '', largeUrl: mainImage ?? '', alt: title, width: null, height: null }];
  const [index, setIndex] = useState(0);
  const current = photos[Math.min(index, photos.length - 1)]!;
  const many = photos.length > 1;
  const step = (delta: number) => {
    if (many) setIndex((value) => (value + delta + photos.length) % photos.length);
  };
  const swipe = useSwipe(step);
  const photoAlt = current.alt || title;

  return (
    <DialogPrimitive.Root>
      <section aria-roledescription="galería" aria-label={`Fotografías de ${title}`} onKeyDown={arrowKeys(step)} className="space-y-3">
        <div className="relative aspect-[16/10] touch-pan-y overflow-hidden rounded-2xl bg-navy-100" {...swipe}>
          <DialogPrimitive.Trigger aria-label="Ver fotos a pantalla completa" className="group block h-full w-full cursor-zoom-in">
            <PropertyPhoto
              key={current.id}
              src={current.largeUrl || current.url}
              alt={photoAlt}
              width={current.width ?? 1600}
              height={current.height ?? 1000}
              loading="eager"
              fetchPriority="high"
              className="h-full w-full"
            />
            <span className="absolute top-4 right-4 inline-flex h-10 w-10 items-center justify-center rounded-full bg-navy-950/60 text-white opacity-80 transition-opacity group-hover:opacity-100">
              <Expand className="h-5 w-5" aria-hidden="true" />
            </span>
          </DialogPrimitive.Trigger>
          {many && (
            <>
              <button type="button" aria-label="Foto anterior" onClick={() => step(-1)} className={cn(arrowClass, 'left-4')}>
                <ChevronLeft className="h-6 w-6" aria-hidden="true" />
              </button>
              <button type="button" aria-label="Foto siguiente" onClick={() => step(1)} className={cn(arrowClass, 'right-4')}>
                <ChevronRight className="h-6 w-6" aria-hidden="true" />
              </button>
              <Counter index={index} total={photos.length} className="absolute right-4 bottom-4" />
            </>
          )}
        </div>
        {many && (
          <ul className="grid grid-cols-4 gap-3 sm:grid-cols-6">
            {photos.map((photo, photoIndex) => (
              <li key={photo.id}>
                <button
                  type="button"
                  onClick={() => setIndex(photoIndex)}
                  aria-label={`Ver foto ${photoIndex + 1} de ${photos.length}`}
                  aria-current={photoIndex === index ? 'true' : undefined}
                  className={cn(
                    'block aspect-[4/3] w-full overflow-hidden rounded-lg ring-2 ring-offset-2 transition',
                    photoIndex === index ? 'ring-gold-500' : 'ring-transparent opacity-75 hover:opacity-100',
                  )}
                >
                  <PropertyPhoto src={photo.url} alt="" width={160} height={120} className="h-full w-full" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-950" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onKeyDown={arrowKeys(step)}
          className="fixed inset-0 z-50 flex touch-pan-y flex-col bg-navy-950 text-white outline-none"
          {...swipe}
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <DialogPrimitive.Title className="line-clamp-1 font-serif text-lg font-semibold">Fotografías de {title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Cerrar"
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/10 transition-colors hover:bg-white/20"
            >
              <X className="h-6 w-6" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="relative min-h-0 flex-1">
            <PropertyPhoto
              key={current.id}
              src={current.largeUrl || current.url}
              alt={photoAlt}
              width={current.width ?? 1600}
              height={current.height ?? 1000}
              loading="eager"
              className="h-full w-full bg-transparent object-contain"
              draggable={false}
            />
            {many && (
              <>
                <button type="button" aria-label="Foto anterior" onClick={() => step(-1)} className={cn(arrowClass, 'left-3 sm:left-6')}>
                  <ChevronLeft className="h-6 w-6" aria-hidden="true" />
                </button>
                <button type="button" aria-label="Foto siguiente" onClick={() => step(1)} className={cn(arrowClass, 'right-3 sm:right-6')}>
                  <ChevronRight className="h-6 w-6" aria-hidden="true" />
                </button>
              </>
            )}
          </div>
          <div className="flex justify-center py-4">
            <Counter index={index} total={photos.length} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
