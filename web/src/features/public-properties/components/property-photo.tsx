import { startTransition, useCallback, useState, type ImgHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn';
import { PROPERTY_PLACEHOLDER_IMAGE } from '../lib/property-display';

type PropertyPhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
};

/**
 * A listing photo that never shows a broken-image icon: a missing URL, or one that fails to load (external hosts
 * are often unreachable), is replaced by the local placeholder. In a page the server rendered, a photo that fails
 * shows the placeholder from its first paint, before the app runs (`.property-photo` in styles/index.css), so the
 * app's swap later draws the same picture in the same place and nothing new paints late. Width and height are
 * required so the browser reserves the space before the photo arrives (no layout shift).
 */
export function PropertyPhoto({ src, alt, className, width, height, loading = 'lazy', ...props }: PropertyPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;

  // An image that failed before React attached onError (cached failures) is caught when the element mounts.
  const checkAlreadyFailed = useCallback(
    (image: HTMLImageElement | null) => {
      // Not urgent: an update made while React commits is urgent by default, and an urgent render while a part of the
      // page still waits for its code (the contact form) makes React throw that part's server markup away, with what
      // the visitor typed into it.
      if (image && usable && image.complete && image.naturalWidth === 0) startTransition(() => setFailedSrc(usable));
    },
    [usable],
  );

  return (
    <img
      ref={checkAlreadyFailed}
      src={usable ?? PROPERTY_PLACEHOLDER_IMAGE}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      data-placeholder={usable ? undefined : 'true'}
      onError={() => {
        if (usable) setFailedSrc(usable);
      }}
      className={cn('property-photo relative bg-navy-100 object-cover', className)}
      {...props}
    />
  );
}
