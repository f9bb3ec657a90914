import { FavouritesPage } from '../../../features/public-properties/components/favourites-page';
import { PublicPageLayout } from './public-page-layout';

/** `/favoritos`: "Mis favoritos", the listings this device keeps (lazy-loaded). */
export function FavouritesRoute() {
  return (
    <PublicPageLayout>
      <FavouritesPage />
    </PublicPageLayout>
  );
}
