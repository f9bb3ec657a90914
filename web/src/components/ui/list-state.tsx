import type { ReactNode } from 'react';

interface ListStateProps {
  /** The list's own words: "No se pudieron cargar los clientes.", "Cargando clientes…", "No hay clientes…". */
  messages: { failed: string; loading: string; empty: string };
  error: unknown;
  /** True until the first answer. */
  loading: boolean;
  empty: boolean;
  children: ReactNode;
}

/** A portal list's failure, loading and empty states in one place; the list itself once there is something to show. */
export function ListState({ messages, error, loading, empty, children }: ListStateProps) {
  if (error) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-6 py-4 text-red-800">
        {messages.failed}
      </p>
    );
  }
  if (loading) return <p className="text-navy-600">{messages.loading}</p>;
  if (empty) {
    return (
      <p className="rounded-xl border border-dashed border-navy-200 bg-white px-6 py-12 text-center text-navy-600">{messages.empty}</p>
    );
  }
  return <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-navy-100">{children}</div>;
}
