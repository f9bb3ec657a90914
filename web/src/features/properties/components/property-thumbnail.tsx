import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

export interface PropertyThumbnailProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * A property photo in the portal. A property without photos, or whose photo does not load (seeded photos live on an
 * external host this network may not reach), shows a neutral tile instead of a broken image.
 */
export function PropertyThumbnail({ src, alt, width, height, className }: PropertyThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) {
    return (
      <span
        role="img"
        aria-label={alt ? `${alt} (sin foto)` : 'Sin foto'}
        data-placeholder="true"
        className={cn('flex items-center justify-center bg-navy-100 text-navy-300', className)}
      >
        <ImageOff className="h-1/3 max-h-8 w-1/3 max-w-8" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('bg-navy-100 object-cover', className)}
    />
  );
}
