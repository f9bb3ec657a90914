import { PHOTO_LIMITS, type AgentProperty } from '@prestigio/contracts';
import type { PhotoUploads } from '../hooks/use-photo-uploads';
import { photosLeft } from '../lib/photo-checks';
import { PhotoDropzone } from './photo-dropzone';
import { PhotoGallery } from './photo-gallery';
import { PhotoRejections, UploadQueue } from './upload-queue';

/** The edit page's photo section: add (drop or pick, preview, upload with progress), then arrange the gallery. */
export function PhotoManager({ listing, uploads }: { listing: AgentProperty; uploads: PhotoUploads }) {
  const remaining = photosLeft(listing.images.length + uploads.queue.length);

  return (
    <section
      id="fotos"
      aria-labelledby="fotos-titulo"
      className="scroll-mt-28 rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="fotos-titulo" className="text-xl font-semibold text-navy-900">
          Fotos
        </h2>
        <p className="text-sm text-navy-500 tabular-nums">
          {listing.images.length} de {PHOTO_LIMITS.maxPerProperty}
        </p>
      </div>
      <p className="mt-1.5 text-sm text-navy-500">
        La primera foto es la principal: aparece en las tarjetas de búsqueda y al inicio de la ficha.
      </p>

      <div className="mt-6 space-y-5">
        <PhotoDropzone onFiles={uploads.addFiles} remaining={remaining} disabled={uploads.isUploading} />
        <PhotoRejections rejections={uploads.rejections} onDismiss={uploads.dismissRejections} />
        <UploadQueue
          queue={uploads.queue}
          isUploading={uploads.isUploading}
          progressPercent={uploads.progressPercent}
          onUpload={() => void uploads.uploadAll()}
          onCancel={uploads.cancel}
          onRemove={uploads.removeQueued}
        />
        <PhotoGallery listingId={listing.id} images={listing.images} />
      </div>
    </section>
  );
}
