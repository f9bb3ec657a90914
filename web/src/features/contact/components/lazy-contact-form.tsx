import { lazy } from 'react';
import { formLibraries, importInTurns } from '../../../lib/import-in-turns';

/**
 * The contact form, code-split: it brings zod, react-hook-form, its contract's schemas and the dialog, each evaluated
 * in a task of its own. On a server-rendered page the form is in the first response and hydrates once its code has
 * arrived (on the landing, as the visitor approaches it or the browser is idle: lib/hydration-gate); a page the
 * browser renders itself shows the placeholder until then.
 */
export const LazyContactForm = lazy(async () => ({
  default: (await importInTurns([...formLibraries, () => import('../lib/lead-contract')], () => import('./contact-form'))).ContactForm,
}));

/** Holds the form's place (same height) until its code arrives, so nothing below it jumps. */
export function ContactFormPlaceholder() {
  return (
    <div aria-hidden="true" className="space-y-5">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="space-y-2">
          <div className="h-4 w-32 rounded bg-navy-100" />
          <div className="h-11 rounded-md bg-navy-50 ring-1 ring-navy-100" />
        </div>
      ))}
      <div className="h-28 rounded-md bg-navy-50 ring-1 ring-navy-100" />
      <div className="h-12 w-56 rounded-md bg-gold-200" />
    </div>
  );
}
