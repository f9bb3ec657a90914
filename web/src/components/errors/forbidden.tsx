import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../ui/button';

/** Shown in place of a page the signed-in role may not use (the API refuses it as well). */
export function Forbidden({ text }: { text: string }) {
  return (
    <section
      role="alert"
      className="mx-auto mt-6 max-w-2xl rounded-2xl border border-navy-100 bg-white p-8 text-center shadow-sm sm:p-12"
    >
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-navy-50 ring-1 ring-navy-200">
        <ShieldAlert className="h-8 w-8 text-navy-700" aria-hidden="true" />
      </span>
      <h2 className="mt-6 text-2xl font-semibold text-navy-900">No tienes permiso para ver esta sección</h2>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-navy-700">{text}</p>
      <Button asChild variant="navy" className="mt-8">
        <Link to="/dashboard">Volver al Dashboard</Link>
      </Button>
    </section>
  );
}
