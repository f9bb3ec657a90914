import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native checkbox in the brand's colours (keyboard and form behaviour come from the browser). */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'h-5 w-5 shrink-0 cursor-pointer rounded border-navy-300 accent-gold-600 aria-invalid:outline-2 aria-invalid:outline-red-600',
        className,
      )}
      {...props}
    />
  );
}
