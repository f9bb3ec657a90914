import { PHOTO_LIMITS } from '@prestigio/contracts';
import { CloudUpload, ImagePlus } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { maxPhotoSizeLabel } from '../lib/photo-checks';

export interface PhotoDropzoneProps {
  onFiles: (files: File[]) => void;
  /** How many more photos the listing can take. */
  remaining: number;
  disabled?: boolean;
}

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * Where photos are added: dropped from the desktop or chosen with the file picker (the keyboard and phone path).
 * Everything chosen goes to the caller, which checks it; the picker only suggests the accepted types.
 */
export function PhotoDropzone({ onFiles, remaining, disabled = false }: PhotoDropzoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave also fire for every child the pointer crosses; only the outermost pair counts.
  const depth = useRef(0);
  const full = remaining <= 0;

  const stop = (event: DragEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        stop(event);
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        stop(event);
        event.dataTransfer.dropEffect = disabled || full ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        stop(event);
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(event) => {
        stop(event);
        depth.current = 0;
        setDragging(false);
        if (!disabled && !full && event.dataTransfer.files.length > 0) onFiles(Array.from(event.dataTransfer.files));
      }}
      data-dragging={dragging || undefined}
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
        dragging ? 'border-gold-500 bg-gold-100/60' : 'border-navy-200 bg-navy-50/50',
        (disabled || full) && 'opacity-70',
      )}
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-gold-600 shadow-sm ring-1 ring-navy-100">
        <CloudUpload className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="font-semibold text-navy-900">
        {full ? (
          'La galería está completa'
        ) : dragging ? (
          'Suelta las fotos para agregarlas'
        ) : (
          <>
            {/* Phones have nothing to drag from: they go straight to their photo picker. */}
            <span className="hidden sm:inline">Arrastra las fotos aquí</span>
            <span className="sm:hidden">Agrega fotos de la propiedad</span>
          </>
        )}
      </p>
      {!full && (
        <>
          <p className="hidden text-sm text-navy-500 sm:block">o</p>
          <Button type="button" variant="navy" onClick={() => inputRef.current?.click()} disabled={disabled}>
            <ImagePlus className="h-4 w-4" aria-hidden="true" />
            Elegir fotos
          </Button>
        </>
      )}
      <p className="text-xs text-navy-500">
        JPEG, PNG o WebP · de {PHOTO_LIMITS.minLongSidePx} × {PHOTO_LIMITS.minShortSidePx} px en adelante (mejor desde{' '}
        {PHOTO_LIMITS.sharpLongSidePx} px) · hasta {maxPhotoSizeLabel} cada una · máximo {PHOTO_LIMITS.maxPerProperty} por propiedad
        {!full && ` · puedes agregar ${remaining} más`}
      </p>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={PHOTO_LIMITS.acceptedTypes.join(',')}
        aria-label="Elegir fotos de la propiedad"
        tabIndex={-1}
        className="sr-only"
        disabled={disabled || full}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again (after removing it) fires a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
