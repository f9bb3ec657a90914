import type { PropertyDetail } from '@prestigio/contracts';
import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

type MapState = 'waiting' | 'loading' | 'shown' | 'unavailable';

/** "Colonia, Ciudad" or the city alone: where the listing is, as precisely as the public may know. */
function approximatePlace(property: Pick<PropertyDetail, 'colonia' | 'city' | 'state'>): string {
  return [property.colonia, property.city].filter(Boolean).join(', ') || property.state;
}

/**
 * The listing's rounded location (about a kilometre: the API rounds it) on an OpenStreetMap map, loaded with Leaflet
 * when the section nears the screen. When the tiles do not load (offline, blocked) or the listing has no coordinates,
 * a Spanish note names the colonia and city instead.
 */
export function PropertyMap({ property }: { property: Pick<PropertyDetail, 'latitude' | 'longitude' | 'colonia' | 'city' | 'state'> }) {
  const container = useRef<HTMLDivElement>(null);
  const { latitude, longitude } = property;
  const hasPoint = latitude !== null && longitude !== null;
  const [state, setState] = useState<MapState>(hasPoint ? 'waiting' : 'unavailable');
  const place = approximatePlace(property);

  useEffect(() => {
    const element = container.current;
    if (!element || latitude === null || longitude === null) return;
    let removed = false;
    let remove = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('loading');
        import('../lib/leaflet-map')
          .then(({ showMap }) => {
            if (removed) return;
            const map = showMap(element, latitude, longitude, `Zona aproximada: ${place}`);
            remove = map.remove;
            return map.tiles.then((loaded) => {
              if (!removed) setState(loaded ? 'shown' : 'unavailable');
            });
          })
          .catch(() => {
            if (!removed) setState('unavailable');
          });
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => {
      removed = true;
      observer.disconnect();
      remove();
    };
  }, [latitude, longitude, place]);

  return (
    <section aria-labelledby="ubicacion-titulo">
      <h2 id="ubicacion-titulo" className="text-2xl font-semibold text-navy-900">
        Ubicación
      </h2>
      <div className="relative mt-5 aspect-[16/9] overflow-hidden rounded-2xl bg-navy-50 ring-1 ring-navy-100 sm:aspect-[2/1]">
        {/* Leaflet draws into this box; hidden, not removed, while the note shows, so the page does not jump. */}
        <div ref={container} className={state === 'unavailable' ? 'invisible h-full w-full' : 'h-full w-full'} data-testid="property-map" />
        {state === 'unavailable' && (
          <p role="note" className="absolute inset-0 flex items-center justify-center gap-3 p-6 text-center text-navy-700">
            <MapPin className="h-6 w-6 shrink-0 text-gold-600" aria-hidden="true" />
            Mapa no disponible; ubicación aproximada: {place}.
          </p>
        )}
      </div>
      <p className="mt-3 text-sm text-navy-500">
        La ubicación es aproximada, para proteger la privacidad del propietario: la dirección exacta se comparte al agendar la visita.
      </p>
    </section>
  );
}
