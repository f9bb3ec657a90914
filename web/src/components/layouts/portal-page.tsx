import type { ReactNode } from 'react';

/**
 * The content of one portal page inside the portal frame: its heading, an optional lead text and actions, and the
 * feature's content. The document title follows the page (React hoists <title> into <head>).
 */
export function PortalPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl">
      <title>{`${title} | Prestigio`}</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold text-navy-900 sm:text-4xl">{title}</h1>
          {description && <p className="mt-2 max-w-2xl text-navy-700">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 gap-3">{actions}</div>}
      </div>
      <div className="mt-3 h-px w-16 bg-gold-400" aria-hidden="true" />
      <div className="mt-8">
        {children ?? (
          <p className="rounded-xl border border-dashed border-navy-200 bg-white px-6 py-12 text-center text-navy-500">
            Esta sección se está preparando.
          </p>
        )}
      </div>
    </div>
  );
}
