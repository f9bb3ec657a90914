import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { PublicPageLayout } from './public-page-layout';

type LegalPageProps = {
  title: string;
  description: string;
  /** "Última actualización: …" under the title. */
  updated?: string;
  children: ReactNode;
};

/** A long-form text page (privacy notice, terms, site map): navy title band, then readable prose. */
export function LegalPage({ title, description, updated, children }: LegalPageProps) {
  useDocumentMeta({ title: `${title} | Prestigio`, description });
  return (
    <PublicPageLayout>
      <div className="bg-navy-900 text-white">
        <div className="mx-auto max-w-4xl px-5 py-16 sm:px-8">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">Prestigio</p>
          <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">{title}</h1>
          {updated && <p className="mt-4 text-navy-200">Última actualización: {updated}</p>}
        </div>
      </div>
      <div
        className={[
          'mx-auto max-w-4xl px-5 py-14 text-lg leading-relaxed text-navy-700 sm:px-8',
          '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-navy-900',
          '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy-900',
          '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
          '[&_a]:font-semibold [&_a]:text-navy-900 [&_a]:underline [&_a]:decoration-gold-500 [&_a]:underline-offset-4 [&_a:hover]:text-gold-700',
        ].join(' ')}
      >
        {children}
      </div>
    </PublicPageLayout>
  );
}
