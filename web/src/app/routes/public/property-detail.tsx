import { PropertyDetailPage } from '../../../features/public-properties/components/property-detail-page';

/** `/propiedades/:slug`: the public page of one listing (lazy-loaded). */
export function PropertyDetailRoute() {
  return <PropertyDetailPage />;
}
