import { PHOTO_LIMITS } from '@prestigio/contracts';

/** What the checks read of a File (a plain object in tests). */
export interface PhotoCandidate {
  name: string;
  size: number;
  type: string;
}

export interface PhotoRejection<T extends PhotoCandidate> {
  file: T;
  message: string;
}

export interface PhotoCheckResult<T extends PhotoCandidate> {
  accepted: T[];
  rejected: PhotoRejection<T>[];
}

/** Some systems give no MIME type for a picked file; its extension tells then. */
const typeByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const sizeFormat = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

/** "850 KB", "12.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

export const maxPhotoSizeLabel = formatFileSize(PHOTO_LIMITS.maxBytes);

export const photoCheckMessages = {
  wrongType: (name: string) => `«${name}» no es una imagen JPEG, PNG o WebP`,
  tooLarge: (name: string, size: number) =>
    `«${name}» pesa ${formatFileSize(size)}; cada foto debe pesar como máximo ${maxPhotoSizeLabel}`,
  tooMany: (name: string) =>
    `«${name}» no se agregó: una propiedad puede tener como máximo ${PHOTO_LIMITS.maxPerProperty} fotos`,
} as const;

export function photoTypeOf(file: PhotoCandidate): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return typeByExtension[extension] ?? '';
}

/**
 * The files that may be queued for upload and the ones refused with a Spanish reason, checked before anything is
 * sent: the type, the size and the listing's photo limit (photos already on the listing plus those already queued).
 * The server checks again; this only spares the agent a slow upload that would be refused.
 */
export function checkPhotoFiles<T extends PhotoCandidate>(files: readonly T[], alreadyCounted: number): PhotoCheckResult<T> {
  const accepted: T[] = [];
  const rejected: PhotoRejection<T>[] = [];
  const acceptedTypes: readonly string[] = PHOTO_LIMITS.acceptedTypes;
  for (const file of files) {
    if (!acceptedTypes.includes(photoTypeOf(file))) {
      rejected.push({ file, message: photoCheckMessages.wrongType(file.name) });
    } else if (file.size > PHOTO_LIMITS.maxBytes) {
      rejected.push({ file, message: photoCheckMessages.tooLarge(file.name, file.size) });
    } else if (alreadyCounted + accepted.length >= PHOTO_LIMITS.maxPerProperty) {
      rejected.push({ file, message: photoCheckMessages.tooMany(file.name) });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

/** How many more photos this listing can take. */
export function photosLeft(alreadyCounted: number): number {
  return Math.max(0, PHOTO_LIMITS.maxPerProperty - alreadyCounted);
}
