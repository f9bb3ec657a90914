import { CircleAlert, LoaderCircle, Upload, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import type { QueuedPhoto } from '../hooks/use-photo-uploads';
import { formatFileSize, type PhotoRejection } from '../lib/photo-checks';
import { PropertyThumbnail } from './property-thumbnail';

export function PhotoRejections({
  rejections,
  onDismiss,
}: {
  rejections: readonly PhotoRejection<File>[];
  onDismiss: () => void;
}) {
  if (rejections.length === 0) return null;
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200">
      <CircleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {rejections.length === 1 ? 'Esta foto no se agregó:' : `Estas ${rejections.length} fotos no se agregaron:`}
        </p>
        <ul className="mt-1.5 list-disc space-y-1 pl-5 break-words">
          {rejections.map(({ file, message }, index) => (
            <li key={`${file.name}-${index}`}>{message}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded-md p-1 text-red-700 transition-colors hover:bg-red-100"
        aria-label="Cerrar aviso"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

export interface UploadQueueProps {
  queue: readonly QueuedPhoto[];
  isUploading: boolean;
  progressPercent: number;
  onUpload: () => void;
  onCancel: () => void;
  onRemove: (key: string) => void;
}

function stateText(item: QueuedPhoto): string {
  if (item.state === 'uploading') return `Subiendo… ${Math.floor((item.sent / Math.max(1, item.file.size)) * 100)} %`;
  if (item.state === 'failed') return 'No se subió';
  return 'Lista para subir';
}

/** The chosen photos, previewed before they are sent, and the upload with its progress. */
export function UploadQueue({ queue, isUploading, progressPercent, onUpload, onCancel, onRemove }: UploadQueueProps) {
  if (queue.length === 0) return null;
  const failed = queue.filter((item) => item.state === 'failed').length;
  const uploadLabel = failed > 0 && failed === queue.length ? 'Reintentar' : `Subir ${queue.length === 1 ? '1 foto' : `${queue.length} fotos`}`;

  return (
    <div className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-navy-100 sm:p-5" aria-label="Fotos por subir" role="group">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold text-navy-900">
            {queue.length === 1 ? '1 foto por subir' : `${queue.length} fotos por subir`}
          </p>
          <p className="text-sm text-navy-500">Se suben con este botón o al guardar los cambios.</p>
        </div>
        {isUploading ? (
          <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
            Cancelar subida
          </Button>
        ) : (
          <Button type="button" variant="gold" size="sm" onClick={onUpload}>
            <Upload className="h-4 w-4" aria-hidden="true" />
            {uploadLabel}
          </Button>
        )}
      </div>

      {isUploading && (
        <div className="space-y-1.5">
          <Progress value={progressPercent} label="Subiendo fotos" />
          <p className="text-right text-xs font-medium text-navy-700 tabular-nums">{progressPercent} %</p>
        </div>
      )}

      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {queue.map((item) => (
          <li
            key={item.key}
            data-state={item.state}
            className={cn(
              'overflow-hidden rounded-lg bg-navy-50 ring-1',
              item.state === 'failed' ? 'ring-red-300' : 'ring-navy-100',
            )}
          >
            <div className="relative aspect-[4/3]">
              <PropertyThumbnail
                src={item.previewUrl}
                alt={`Vista previa de ${item.file.name}`}
                width={320}
                height={240}
                className="h-full w-full"
              />
              {item.state === 'uploading' && (
                <span className="absolute inset-0 flex items-center justify-center bg-navy-950/40">
                  <LoaderCircle className="h-7 w-7 animate-spin text-white" aria-hidden="true" />
                </span>
              )}
              {item.state !== 'uploading' && !isUploading && (
                <button
                  type="button"
                  onClick={() => onRemove(item.key)}
                  className="absolute top-1.5 right-1.5 rounded-full bg-white/90 p-1.5 text-navy-800 shadow transition-colors hover:bg-white"
                  aria-label={`Quitar ${item.file.name}`}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              )}
            </div>
            <div className="space-y-0.5 px-2.5 py-2 text-xs">
              <p className="truncate font-medium text-navy-900" title={item.file.name}>
                {item.file.name}
              </p>
              <p className={cn(item.state === 'failed' ? 'font-semibold text-red-700' : 'text-navy-500')}>
                {formatFileSize(item.file.size)} · {stateText(item)}
              </p>
              {item.error && <p className="text-red-700">{item.error}</p>}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
