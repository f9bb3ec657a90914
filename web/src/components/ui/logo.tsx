import { cn } from '../../lib/cn';

/**
 * The gold "P" monogram on navy (the favicon, one drawing for both) followed by the agency name. `compact` keeps
 * the monogram alone where space is short; the name then stays available to screen readers.
 */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-3', className)}>
      <img src="/favicon.svg" alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
      <span className={cn('font-serif text-2xl font-semibold tracking-wide', compact && 'sr-only')}>Prestigio</span>
    </span>
  );
}
