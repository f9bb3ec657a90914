import type { PropertyImage } from '@prestigio/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';
import { PropertyPhoto } from './property-photo';

type GalleryProps = { title: string; images: PropertyImage[]; mainImage: string | null };

/**
 * The listing's photos: one large, thumbnails to choose, arrows (buttons and the keyboard's ← →) to step through.
 * Every photo falls back to the placeholder; a listing without photos shows the placeholder alone.
 */
export function PropertyGallery({ title, images, mainImage }: GalleryProps) {
  const photos = images.length > 0 ? images : [{ id: 'principal', url: mainImage ?? '', largeUrl: mainImage ?? '', alt: title, width: null, height: null }];
  const [index, setIndex] = useState(0);
  const current = photos[Math.min(index, photos.length - 1)]!;
  const many = photos.length > 1;
  const step = (delta: number) => setIndex((value) => (value + delta + photos.length) % photos.length);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!many) return;
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };

  const arrowClass =
    'absolute top-1/2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-navy-950/60 text-white backdrop-blur-sm transition-colors hover:bg-navy-950/80';

  return (
    <section aria-roledescription="galería" aria-label={`Fotografías de ${title}`} onKeyDown={onKeyDown} className="space-y-3">
      <div className="relative aspect-[16/10] overflow-hidden rounded-2xl bg-navy-100">
        <PropertyPhoto
          key={current.id}
          src={current.largeUrl || current.url}
          alt={current.alt || title}
          width={current.width ?? 1600}
          height={current.height ?? 1000}
          loading="eager"
          fetchPriority="high"
          className="h-full w-full"
        />
        {many && (
          <>
            <button type="button" aria-label="Foto anterior" onClick={() => step(-1)} className={cn(arrowClass, 'left-4')}>
              <ChevronLeft className="h-6 w-6" aria-hidden="true" />
            </button>
            <button type="button" aria-label="Foto siguiente" onClick={() => step(1)} className={cn(arrowClass, 'right-4')}>
              <ChevronRight className="h-6 w-6" aria-hidden="true" />
            </button>
            <p className="absolute right-4 bottom-4 rounded-full bg-navy-950/70 px-3 py-1 text-sm font-medium text-white" aria-live="polite">
              {index + 1} / {photos.length}
            </p>
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
  );
}
