import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A native <select> in the brand's style. Native on purpose: phones open their own picker, keyboards and screen
 * readers work without extra code, and it costs no JavaScript.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'block h-11 w-full appearance-none rounded-md border border-navy-200 bg-white pr-10 pl-3.5 text-base text-navy-900 shadow-xs transition-colors',
          'hover:border-navy-300 focus-visible:border-gold-500 focus-visible:ring-2 focus-visible:ring-gold-300/60 focus-visible:outline-none',
          'aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-navy-50 disabled:opacity-70',
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-navy-500"
        aria-hidden="true"
      />
    </div>
  );
}

/** The <option>s of a list of values, each shown by its label (or as itself, e.g. a state's name). */
export function SelectOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels?: Readonly<Record<Value, string>>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels ? labels[value] : value}
    </option>
  ));
}
