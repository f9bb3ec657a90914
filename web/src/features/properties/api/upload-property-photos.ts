import { propertyImageSchema, type PropertyImage } from '@prestigio/contracts';
import { portalPropertyKey } from './get-portal-property';

const imagesSchema = propertyImageSchema.array();

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface PhotoUpload {
  /** The listing's whole gallery after the upload, main photo first. */
  done: Promise<PropertyImage[]>;
  abort: () => void;
}

/**
 * POST /api/properties/manage/:id/photos (multipart, field `photos`). Through XMLHttpRequest rather than fetch,
 * because only XHR reports upload progress. Failures are raised like api-client's (`"<status>: <body>"`), so
 * apiErrorMessage() finds the server's Spanish message in them.
 */
export function uploadPropertyPhotos(
  id: string,
  files: readonly File[],
  onProgress: (progress: UploadProgress) => void,
): PhotoUpload {
  const request = new XMLHttpRequest();
  const done = new Promise<PropertyImage[]>((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('photos', file, file.name);

    request.open('POST', `${portalPropertyKey(id)}/photos`);
    request.withCredentials = true;
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new Error(`${request.status}: ${request.responseText || request.statusText}`));
        return;
      }
      try {
        resolve(imagesSchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(new Error('No se pudo conectar con el servidor'));
    request.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}
