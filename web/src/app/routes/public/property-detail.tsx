import { ContactForm } from '../../../features/contact/components/contact-form';
import { PropertyDetailPage } from '../../../features/public-properties/components/property-detail-page';
import { PublicPageLayout } from './public-page-layout';

/** `/propiedades/:slug`: the public page of one property (lazy-loaded), with the contact form about it. */
export function PropertyDetailRoute() {
  return (
    <PublicPageLayout>
      <PropertyDetailPage
        contact={(property, prefill) => (
          <ContactForm
            layout="narrow"
            propertyId={property.id}
            prefill={prefill}
            initialMessage={`Me interesa la propiedad «${property.title}». ¿Podrían darme más información o agendar una visita?`}
          />
        )}
      />
    </PublicPageLayout>
  );
}
