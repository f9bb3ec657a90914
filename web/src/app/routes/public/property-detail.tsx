import { Suspense } from 'react';
import { ContactFormPlaceholder, LazyContactForm } from '../../../features/contact/components/lazy-contact-form';
import { PropertyDetailPage } from '../../../features/public-properties/components/property-detail-page';
import { PublicPageLayout } from './public-page-layout';

/**
 * `/propiedades/:slug`: the public page of one property (lazy-loaded), with the contact form about it. The form's
 * code (zod, react-hook-form) arrives after the page's, a library per task, so the listing starts without it; on the
 * server-rendered listing the form is in the first response and hydrates when it arrives.
 */
export function PropertyDetailRoute() {
  return (
    <PublicPageLayout>
      <PropertyDetailPage
        contact={(property, prefill) => (
          <Suspense fallback={<ContactFormPlaceholder />}>
            <LazyContactForm
              layout="narrow"
              propertyId={property.id}
              prefill={prefill}
              initialMessage={`Me interesa la propiedad «${property.title}». ¿Podrían darme más información o agendar una visita?`}
            />
          </Suspense>
        )}
      />
    </PublicPageLayout>
  );
}
