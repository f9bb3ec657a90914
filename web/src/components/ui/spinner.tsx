import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A spinning indicator with an accessible name, announced politely to screen readers. */
export function Spinner({ className, label = 'Cargando…' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle className={cn('h-8 w-8 animate-spin text-gold-500', className)} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Full-screen centred spinner, shown while a page's code or data loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner />
    </div>
  );
}
