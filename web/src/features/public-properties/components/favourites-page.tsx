import type { PropertySummary } from '@prestigio/contracts';
import { Heart, HeartOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { removeFavourite, useFavourites, type Favourite } from '../../../lib/favourites';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useFavouriteProperties } from '../../../lib/use-favourite-properties';
import { FAVOURITE_LABELS } from './favourite-button';
import { PropertyCard, PropertyCardSkeleton } from './property-card';

/** A favourite the catalogue no longer publishes (sold, rented, withdrawn): named as it was saved, and removable. */
function UnavailableFavourite({ favourite }: { favourite: Favourite }) {
  return (
    <article
      data-testid="unavailable-favourite"
      className="flex flex-col justify-between gap-6 rounded-xl border border-dashed border-navy-200 bg-navy-50 p-6"
    >
      <div>
        <p className="inline-flex items-center gap-2 rounded-sm bg-navy-200 px-3 py-1 text-xs font-semibold tracking-wider text-navy-800 uppercase">
          <HeartOff className="h-4 w-4" aria-hidden="true" />
          Ya no disponible
        </p>
        <h3 className="mt-4 font-serif text-xl leading-snug font-semibold text-navy-700">{favourite.title}</h3>
        <p className="mt-2 text-sm text-navy-500">
          Esta propiedad ya no está publicada: pudo venderse, rentarse o retirarse. Un asesor puede mostrarle otras
          parecidas.
        </p>
      </div>
      <Button type="button" variant="secondary" onClick={() => removeFavourite(favourite.id)}>
        {FAVOURITE_LABELS.remove}
      </Button>
    </article>
  );
}

function EmptyFavourites() {
  return (
    <div className="mx-auto max-w-xl rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-navy-100">
      <Heart className="mx-auto h-12 w-12 text-gold-500" aria-hidden="true" />
      <h2 className="mt-5 text-2xl font-semibold text-navy-900">Aún no tiene favoritos</h2>
      <p className="mt-3 leading-relaxed text-navy-500">
        Toque el corazón de cualquier propiedad para guardarla aquí. Se guardan en este dispositivo, sin necesidad de
        crear una cuenta.
      </p>
      <Button asChild variant="navy" className="mt-7">
        <Link to={{ pathname: '/', hash: '#propiedades' }}>Buscar propiedades</Link>
      </Button>
    </div>
  );
}

/**
 * `/favoritos`, "Mis favoritos": the listings kept on this device, newest first, as the catalogue has them now. One
 * taken down since shows as "Ya no disponible", with its saved title, and can be removed.
 */
export function FavouritesPage() {
  useDocumentMeta({
    title: 'Mis favoritos | Prestigio',
    description: 'Las propiedades que guardó en este dispositivo, con su precio y disponibilidad actuales.',
  });
  const favourites = useFavourites();
  const { data, error, isLoading, mutate } = useFavouriteProperties(favourites.map((favourite) => favourite.id));
  const current = new Map<string, PropertySummary>((data?.properties ?? []).map((property) => [property.id, property]));
  const count = favourites.length;

  return (
    <div className="bg-navy-50/40">
      <div className="mx-auto max-w-7xl px-5 py-14 sm:px-8">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-700 uppercase">Prestigio</p>
        <h1 className="mt-3 text-4xl font-semibold text-navy-900 sm:text-5xl">Mis favoritos</h1>
        <p className="mt-3 max-w-2xl text-navy-500">
          {count === 0
            ? 'Las propiedades que guarde con el corazón aparecerán aquí.'
            : `${count === 1 ? 'La propiedad que guardó' : `Las ${count} propiedades que guardó`} en este dispositivo, con su precio y disponibilidad de hoy. Solo usted las ve.`}
        </p>

        <div className="mt-10">
          {count === 0 ? (
            <EmptyFavourites />
          ) : error && !data ? (
            <div role="alert" className="rounded-xl bg-red-50 px-6 py-5 text-red-800">
              <p>No pudimos consultar el estado actual de sus favoritos. Sus favoritos siguen guardados.</p>
              <Button type="button" variant="secondary" className="mt-4" onClick={() => void mutate()}>
                Intentar de nuevo
              </Button>
            </div>
          ) : (
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isLoading || undefined} data-testid="favourites-grid">
              {favourites.map((favourite) => {
                const property = current.get(favourite.id);
                return (
                  <li key={favourite.id} className="flex [&>*]:w-full">
                    {isLoading && !data ? (
                      <PropertyCardSkeleton />
                    ) : property ? (
                      <PropertyCard property={property} />
                    ) : (
                      <UnavailableFavourite favourite={favourite} />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>

        {count > 0 && (
          <section aria-labelledby="favoritos-contacto" className="mt-14 rounded-2xl bg-navy-900 px-6 py-10 text-white sm:px-10">
            <h2 id="favoritos-contacto" className="text-2xl font-semibold">
              ¿Quiere conocerlas en persona?
            </h2>
            <p className="mt-2 max-w-2xl text-navy-100">
              Escríbanos: el formulario de contacto le permite enviar sus favoritos, así su asesor sabrá desde el primer
              momento qué le gustó.
            </p>
            <Button asChild variant="gold" className="mt-6">
              <Link to={{ pathname: '/', hash: '#contacto' }}>Contactar a un asesor</Link>
            </Button>
          </section>
        )}
        <p className="mt-8 text-sm text-navy-500">
          ¿Busca algo más? <Link to={{ pathname: '/', hash: '#propiedades' }} className="font-semibold text-navy-900 underline decoration-gold-500 underline-offset-4">Vuelva al buscador</Link>.
        </p>
      </div>
    </div>
  );
}
