import { ConfirmSavedSearch } from '../../../features/saved-searches/components/confirm-saved-search';
import { ManageSavedSearches } from '../../../features/saved-searches/components/manage-saved-searches';
import { UnsubscribeSavedSearch } from '../../../features/saved-searches/components/unsubscribe-saved-search';
import { PublicPageLayout } from './public-page-layout';

/** The pages a saved search's e-mails link to (lazy-loaded, one chunk): confirm, manage, unsubscribe. */
export function ConfirmSavedSearchRoute() {
  return (
    <PublicPageLayout>
      <ConfirmSavedSearch />
    </PublicPageLayout>
  );
}

export function ManageSavedSearchesRoute() {
  return (
    <PublicPageLayout>
      <ManageSavedSearches />
    </PublicPageLayout>
  );
}

export function UnsubscribeSavedSearchRoute() {
  return (
    <PublicPageLayout>
      <UnsubscribeSavedSearch />
    </PublicPageLayout>
  );
}
