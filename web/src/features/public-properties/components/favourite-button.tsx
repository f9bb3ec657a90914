import { FAVOURITES_LIMIT, SITE_ROUTES, type PropertySummary } from '@prestigio/contracts';
import { Heart } from 'lucide-react';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { toggleFavourite, useIsFavourite, type FavouriteChange } from '../../../lib/favourites';

export const FAVOURITE_LABELS = { add: 'Guardar en favoritos', remove: 'Quitar de favoritos' } as const;

/** The toast's way to the list: a plain link, since toasts render outside the router. */
function favouritesLink() {
  return (
    <a
      href={SITE_ROUTES.favourites}
      className="inline-flex h-8 shrink-0 items-center rounded-md border border-current px-3 text-sm font-medium whitespace-nowrap hover:bg-black/5"
    >
      Ver mis favoritos
    </a>
  );
}

function announce(change: FavouriteChange, title: string): void {
  switch (change) {
    case 'added':
      toast({ title: 'Guardada en Mis favoritos', description: `${title}. Queda en este dispositivo, aunque cierre la página.`, action: favouritesLink() });
      return;
    case 'removed':
      toast({ title: 'Quitada de Mis favoritos', description: title, action: favouritesLink() });
      return;
    case 'full':
      toast({ title: 'Mis favoritos está lleno', description: `Puede guardar hasta ${FAVOURITES_LIMIT} propiedades: quite alguna para guardar esta.`, action: favouritesLink() });
      return;
    case 'unavailable':
      toast({ variant: 'destructive', title: 'No se pudo guardar', description: 'Su navegador no permite guardar datos en este dispositivo (modo privado o almacenamiento lleno).' });
  }
}

type FavouriteButtonProps = {
  property: Pick<PropertySummary, 'id' | 'slug' | 'title'>;
  /** `overlay`: a round heart over a card's photo; `inline`: a labelled button (the listing's page). */
  appearance?: 'overlay' | 'inline';
  /** The element naming the listing, so a screen reader hears which one this heart is for. */
  describedBy?: string;
  className?: string;
};

/**
 * The heart that keeps a listing in "Mis favoritos" on this device. The server renders it not pressed (it cannot see
 * the device's storage); it takes its state once the page runs, in place, so nothing around it moves.
 */
export function FavouriteButton({ property, appearance = 'overlay', describedBy, className }: FavouriteButtonProps) {
  const saved = useIsFavourite(property.id);
  const label = saved ? FAVOURITE_LABELS.remove : FAVOURITE_LABELS.add;
  const heart = <Heart className={cn('h-5 w-5 shrink-0', saved ? 'fill-red-600 text-red-600' : 'text-navy-900')} aria-hidden="true" />;

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={appearance === 'overlay' ? label : undefined}
      aria-describedby={describedBy}
      title={appearance === 'overlay' ? label : undefined}
      onClick={() => announce(toggleFavourite(property), property.title)}
      className={cn(
        'inline-flex items-center justify-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500',
        appearance === 'overlay'
          ? 'h-11 w-11 rounded-full bg-white/95 shadow-md hover:bg-white'
          : 'h-11 gap-2 rounded-md border border-navy-200 bg-white px-4 text-sm font-semibold text-navy-900 hover:border-navy-300 hover:bg-navy-50',
        className,
      )}
    >
      {heart}
      {appearance === 'inline' && <span className="min-w-[9.5rem] text-left">{label}</span>}
    </button>
  );
}
