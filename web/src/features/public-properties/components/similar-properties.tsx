import { useSimilarProperties } from '../api/get-property';
import { PropertyCard } from './property-card';

/** "Propiedades similares": same operation, type and city, close in price; nothing at all when there are none. */
export function SimilarProperties({ slug }: { slug: string }) {
  const { data } = useSimilarProperties(slug);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="similares-titulo" className="mt-20">
      <h2 id="similares-titulo" className="text-3xl font-semibold text-navy-900">
        Propiedades similares
      </h2>
      <p className="mt-2 text-navy-500">Misma operación, tipo y ciudad, a un precio cercano.</p>
      <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {data.map((property) => (
          <PropertyCard key={property.id} property={property} />
        ))}
      </div>
    </section>
  );
}
