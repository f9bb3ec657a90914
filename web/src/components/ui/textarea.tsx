import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A multi-line text input matching Input; red border when `aria-invalid` is set. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block min-h-28 w-full rounded-md border border-navy-200 bg-white px-3.5 py-2.5 text-base text-navy-900 shadow-xs transition-colors',
        'placeholder:text-navy-300 hover:border-navy-300',
        'focus-visible:border-gold-500 focus-visible:ring-2 focus-visible:ring-gold-300/60 focus-visible:outline-none',
        'aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-navy-50 disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
