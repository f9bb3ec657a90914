import { propertyPath } from '@prestigio/contracts';
import { Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useFavouriteProperties } from '../../../lib/use-favourite-properties';

/** The favourites a visitor sent with a contact request: what they liked, named as the catalogue has them today. */
export function LeadInquiryFavourites({ ids }: { ids: readonly string[] }) {
  const { data, error } = useFavouriteProperties(ids);
  if (ids.length === 0) return null;
  const published = data?.properties ?? [];
  const gone = data ? ids.length - published.length : 0;
  return (
    <div className="mt-1 text-navy-700" data-testid="inquiry-favourites">
      <p className="flex items-center gap-1.5 font-medium">
        <Heart className="h-4 w-4 text-red-600" aria-hidden="true" />
        Envió sus favoritos ({ids.length})
      </p>
      {error ? (
        <p className="text-xs text-navy-500">No se pudieron cargar los nombres de las propiedades en este momento.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {published.map((property) => (
            <li key={property.id}>
              <Link to={propertyPath(property.slug)} target="_blank" className="underline">
                {property.title}
              </Link>
            </li>
          ))}
          {gone > 0 && <li className="text-navy-500">{gone === 1 ? '1 ya no está publicada' : `${gone} ya no están publicadas`}</li>}
        </ul>
      )}
    </div>
  );
}
