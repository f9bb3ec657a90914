import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { revalidatePortalLists } from '../api/get-portal-properties';
import { storePhotos } from '../api/get-portal-property';
import { uploadPropertyPhotos, type PhotoUpload } from '../api/upload-property-photos';
import { checkPhotoFiles, type PhotoRejection } from '../lib/photo-checks';
import { uploadProgressPercent, type UploadBatch } from '../lib/upload-progress';

export type QueuedPhotoState = 'waiting' | 'uploading' | 'failed';

/** A photo chosen by the agent and shown (from an object URL) before it is sent. */
export interface QueuedPhoto {
  key: string;
  file: File;
  previewUrl: string;
  state: QueuedPhotoState;
  /** Bytes of this file sent so far, while uploading. */
  sent: number;
  /** The server's reason (or a network failure), kept beside the photo so it can be retried or removed. */
  error?: string;
}

export const uploadFailedFallback = 'No se pudo subir la foto. Revisa tu conexión e inténtalo de nuevo.';

let nextKey = 0;

/**
 * The photo upload flow of one listing: files are checked in the browser (type, size, limit), previewed, then sent
 * one per request with real progress. One per request because the gateway refuses bodies over 12 MB (two large
 * photos would exceed it) and so that one refused file does not take the others down with it. A photo that fails
 * stays in the queue with its reason; nothing the agent picked is silently dropped.
 */
export function usePhotoUploads({ listingId, photosOnProperty }: { listingId: string; photosOnProperty: number }) {
  const { mutate } = useSWRConfig();
  const [queue, setQueue] = useState<QueuedPhoto[]>([]);
  const [rejections, setRejections] = useState<PhotoRejection<File>[]>([]);
  const [batch, setBatch] = useState<UploadBatch | null>(null);
  const isUploading = batch !== null;
  // The committed queue, for event handlers and the unmount clean-up (kept current after every render).
  const queueRef = useRef(queue);
  useLayoutEffect(() => {
    queueRef.current = queue;
  }, [queue]);
  const current = useRef<PhotoUpload | null>(null);
  const cancelled = useRef(false);

  const update = (key: string, change: Partial<QueuedPhoto>) =>
    setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  /** A sent photo counts as done; a failed one leaves the run, so the bar still ends at 100 %. */
  const finish = (bytes: number, outcome: 'sent' | 'failed') =>
    setBatch((running) =>
      running &&
      (outcome === 'sent'
        ? { ...running, finishedBytes: running.finishedBytes + bytes }
        : { ...running, totalBytes: running.totalBytes - bytes }),
    );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const { accepted, rejected } = checkPhotoFiles(files, photosOnProperty + queueRef.current.length);
      setRejections(rejected);
      if (accepted.length === 0) return;
      setQueue((items) => [
        ...items,
        ...accepted.map((file) => ({
          key: `photo-${(nextKey += 1)}`,
          file,
          previewUrl: URL.createObjectURL(file),
          state: 'waiting' as const,
          sent: 0,
        })),
      ]);
    },
    [photosOnProperty],
  );

  const removeQueued = (key: string) => {
    setQueue((items) => {
      const removed = items.find((item) => item.key === key);
      if (removed) URL.revokeObjectURL(removed.previewUrl);
      return items.filter((item) => item.key !== key);
    });
  };

  const uploadAll = async () => {
    const run = queueRef.current.filter((item) => item.state !== 'uploading');
    if (run.length === 0 || isUploading) return;
    cancelled.current = false;
    setRejections([]);
    setBatch({ totalBytes: run.reduce((sum, item) => sum + item.file.size, 0), finishedBytes: 0 });
    let uploaded = 0;
    const failures: string[] = [];

    for (const item of run) {
      if (cancelled.current) break;
      update(item.key, { state: 'uploading', sent: 0, error: undefined });
      const upload = uploadPropertyPhotos(listingId, [item.file], ({ loaded, total }) =>
        // The request carries multipart framing too; the bar follows the photo's own share of it.
        update(item.key, { sent: Math.round((loaded / total) * item.file.size) }),
      );
      current.current = upload;
      try {
        const images = await upload.done;
        await storePhotos(mutate, listingId, images);
        uploaded += 1;
        finish(item.file.size, 'sent');
        URL.revokeObjectURL(item.previewUrl);
        setQueue((items) => items.filter((queued) => queued.key !== item.key));
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          update(item.key, { state: 'waiting', sent: 0 });
          break;
        }
        const message = apiErrorMessage(error) ?? uploadFailedFallback;
        failures.push(message);
        finish(item.file.size, 'failed');
        update(item.key, { state: 'failed', sent: 0, error: message });
      } finally {
        current.current = null;
      }
    }

    setBatch(null);
    if (uploaded > 0) void revalidatePortalLists(mutate);
    if (failures.length > 0) {
      toast({
        title: failures.length === 1 ? 'Una foto no se pudo subir' : `${failures.length} fotos no se pudieron subir`,
        description: failures[0],
        variant: 'destructive',
      });
    } else if (uploaded > 0) {
      toast({
        title: 'Fotos agregadas',
        description: uploaded === 1 ? 'Se agregó 1 foto a la galería.' : `Se agregaron ${uploaded} fotos a la galería.`,
      });
    }
  };

  const cancel = () => {
    cancelled.current = true;
    current.current?.abort();
  };

  // Leaving the page stops a running upload and frees the previews' memory.
  useEffect(
    () => () => {
      cancelled.current = true;
      current.current?.abort();
      queueRef.current.forEach((item) => URL.revokeObjectURL(item.previewUrl));
    },
    [],
  );

  return {
    queue,
    rejections,
    dismissRejections: () => setRejections([]),
    addFiles,
    removeQueued,
    uploadAll,
    cancel,
    isUploading,
    progressPercent: uploadProgressPercent(
      batch,
      queue.reduce((sum, item) => sum + (item.state === 'uploading' ? item.sent : 0), 0),
    ),
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
