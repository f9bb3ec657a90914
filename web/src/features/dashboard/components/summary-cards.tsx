import { ArrowRight, Building2, ClipboardList, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The three figures; null while unknown (loading, or the catalogue did not answer): an em dash, never a guess. */
export interface SummaryFigures {
  activeProperties: number | null;
  newClients30Days: number | null;
  pendingActivities: number | null;
}

export const unknownFigures: SummaryFigures = { activeProperties: null, newClients30Days: null, pendingActivities: null };

interface SummaryCardDefinition {
  key: keyof SummaryFigures;
  label: string;
  icon: LucideIcon;
  href: string;
  /** The link's words, in the list's gender; its context is read only by screen readers, which may list the three
   * links out of context ("Ver todas las propiedades"). */
  linkText: string;
  linkContext: string;
}

/** The listings card counts an agent's own published listings and an administrator's whole catalogue: it says which. */
const propertiesScope = {
  own: { note: 'Publicadas, a tu cargo', href: '/properties?mias=1' },
  agency: { note: 'Publicadas, de toda la agencia', href: '/properties' },
} as const;

const cards: readonly SummaryCardDefinition[] = [
  { key: 'activeProperties', label: 'Propiedades activas', icon: Building2, href: '/properties', linkText: 'Ver todas', linkContext: 'las propiedades' },
  { key: 'newClients30Days', label: 'Clientes nuevos (30 días)', icon: UserPlus, href: '/leads', linkText: 'Ver todos', linkContext: 'los clientes' },
  { key: 'pendingActivities', label: 'Actividades pendientes', icon: ClipboardList, href: '/activities', linkText: 'Ver todas', linkContext: 'las actividades' },
];

const figure = new Intl.NumberFormat('es-MX');

/**
 * The dashboard's three summary figures (spec §2), each linking to its full list. `ownProperties`: the listings figure is
 * the signed-in agent's own; unknown (undefined, while the user loads) says nothing about whose.
 */
export function SummaryCards({ summary, ownProperties }: { summary: SummaryFigures; ownProperties?: boolean }) {
  const scope = ownProperties === undefined ? undefined : propertiesScope[ownProperties ? 'own' : 'agency'];
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {cards.map(({ key, label, icon: Icon, href: listHref, linkText, linkContext }) => {
        const value = summary[key];
        const note = key === 'activeProperties' ? scope?.note : undefined;
        const href = key === 'activeProperties' && scope ? scope.href : listHref;
        return (
          <li key={key} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
            <div className="flex items-start justify-between gap-4">
              <div>
                <p className="text-sm font-medium text-navy-700">{label}</p>
                {note ? <p className="mt-0.5 text-xs text-navy-500">{note}</p> : null}
              </div>
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-navy-900">
                <Icon className="h-5 w-5 text-gold-400" aria-hidden="true" />
              </span>
            </div>
            <p className="mt-2 font-serif text-4xl font-semibold text-navy-900">
              {value === null ? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">Sin datos todavía</span>
                </>
              ) : (
                figure.format(value)
              )}
            </p>
            <Link
              to={href}
              className="mt-6 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-gold-700 hover:text-navy-900"
            >
              {linkText}
              <span className="sr-only"> {linkContext}</span>
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
