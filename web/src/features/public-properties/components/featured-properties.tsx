import { useFeaturedProperties } from '../api/get-featured-properties';
import { LandingSection } from '../../../components/layouts/public-site/landing-section';
import { PropertyCard, PropertyCardSkeleton } from './property-card';

/** Spec §9: three featured properties. */
export const FEATURED_COUNT = 3;

/** The agency's highlighted listings: the catalogue's `destacado` ones, so agents choose what appears here. */
export function FeaturedProperties() {
  const { data, error, isLoading } = useFeaturedProperties();
  const featured = (data ?? []).slice(0, FEATURED_COUNT);

  return (
    <LandingSection
      anchor="destacadas"
      headingId="destacadas-titulo"
      eyebrow="Selección exclusiva"
      title="Propiedades destacadas"
      description="Residencias, departamentos y desarrollos elegidos por nuestros asesores por su ubicación, su diseño y su valor patrimonial."
      className="bg-white"
    >
      <div className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isLoading || undefined}>
        {isLoading && Array.from({ length: FEATURED_COUNT }, (_, index) => <PropertyCardSkeleton key={index} />)}
        {featured.map((property) => (
          <PropertyCard key={property.id} property={property} />
        ))}
      </div>
      {!isLoading && (error || featured.length === 0) && (
        <p className="mx-auto mt-4 max-w-xl text-center text-navy-500">
          {error
            ? 'No pudimos cargar las propiedades destacadas en este momento. Utilice el buscador o contáctenos para conocer nuestro portafolio.'
            : 'Muy pronto presentaremos aquí nuestra nueva selección de propiedades destacadas.'}
        </p>
      )}
    </LandingSection>
  );
}
