import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../../lib/use-document-meta';

/** The frame of the pages a saved search's e-mails open: a title band and a narrow column. */
export function SavedSearchPageFrame({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  useDocumentMeta({ title: `${title} | Prestigio`, description });
  return (
    <div className="bg-navy-50/40">
      <div className="mx-auto max-w-3xl px-5 py-14 sm:px-8">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-700 uppercase">Búsquedas guardadas</p>
        <h1 className="mt-3 text-4xl font-semibold text-navy-900">{title}</h1>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}

/** A page's answer in a card: what happened, in the server's words, and where to go next. */
export function SavedSearchNotice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  const tones = {
    success: 'bg-white ring-gold-300',
    error: 'bg-red-50 text-red-900 ring-red-200',
    info: 'bg-white ring-navy-100',
  } as const;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl p-6 shadow-sm ring-1 sm:p-8 ${tones[tone]}`}>
      {children}
    </div>
  );
}

export const MISSING_LINK = 'Falta el código del enlace. Abra de nuevo el enlace del correo que le enviamos.';
export const UNANSWERED = 'No pudimos completar la solicitud en este momento. Intente nuevamente en unos minutos.';
