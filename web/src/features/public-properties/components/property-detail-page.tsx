import { amenityLabels, formatPropertyPrice, propertyPath, type Interest, type PropertyDetail } from '@prestigio/contracts';
import { Check, ChevronRight, MapPin } from 'lucide-react';
import { startTransition, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSiteOrigin } from '../../../lib/server-render';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { isNotFound, useProperty } from '../api/get-property';
import { fullLocation, operationBadge, pricePerSquareMetre, PROPERTY_PLACEHOLDER_IMAGE, propertyTypeLabel } from '../lib/property-display';
import { propertyContact, visitRequestMessage } from '../lib/property-contact';
import { propertyFacts, summarize } from '../lib/property-facts';
import { AgentCard, PropertyContactBar } from './property-contact';
import { PropertyMap } from './property-map';
import { FavouriteButton } from './favourite-button';
import { PropertyGallery } from './property-gallery';
import { ShareProperty } from './share-property';
import { SimilarProperties } from './similar-properties';

function Breadcrumbs({ title }: { title?: string }) {
  return (
    <nav aria-label="Ruta de navegación" className="text-sm text-navy-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to="/" className="hover:text-navy-900">
            Inicio
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-3.5 w-3.5" />
        </li>
        <li>
          <Link to={{ pathname: '/', hash: '#propiedades' }} className="hover:text-navy-900">
            Propiedades
          </Link>
        </li>
        {title && (
          <>
            <li aria-hidden="true">
              <ChevronRight className="h-3.5 w-3.5" />
            </li>
            <li aria-current="page" className="line-clamp-1 font-medium text-navy-900">
              {title}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}

function PropertyUnavailable({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-2xl px-5 py-24 text-center sm:px-8">
      <h1 className="text-4xl font-semibold text-navy-900">{notFound ? 'Propiedad no disponible' : 'No pudimos cargar la propiedad'}</h1>
      <p className="mt-5 text-lg leading-relaxed text-navy-500">
        {notFound
          ? 'La propiedad que busca ya no está publicada o el enlace no es correcto. Le invitamos a explorar nuestro portafolio o a contactarnos: con gusto le ayudamos a encontrar una opción similar.'
          : 'Ocurrió un problema al consultar la información. Intente nuevamente en unos momentos.'}
      </p>
      <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
        {!notFound && (
          <Button variant="navy" size="lg" onClick={onRetry}>
            Intentar de nuevo
          </Button>
        )}
        <Button asChild variant="gold" size="lg">
          <Link to={{ pathname: '/', hash: '#propiedades' }}>Ver propiedades</Link>
        </Button>
      </div>
    </div>
  );
}

/** What "Agendar visita" fills the contact form with: the interest the listing's operation implies and a message. */
export type VisitPrefill = { interest: Interest; message: string; requestedAt: number };

/**
 * What the page shows beside the facts to reach the agency about this property (the contact form, composed by the
 * route), filled by "Agendar visita" when `prefill` is given.
 */
export type PropertyContactSlot = (property: PropertyDetail, prefill: VisitPrefill | undefined) => ReactNode;

function PropertyDetailContent({ property, contact }: { property: PropertyDetail; contact: PropertyContactSlot }) {
  // The listing's own address (no query string, no anchor): what is shared, and the same on the server's render.
  const url = `${useSiteOrigin()}${propertyPath(property.slug)}`;
  const reach = propertyContact(property, url);
  const [prefill, setPrefill] = useState<VisitPrefill>();
  // A transition: while the form's code is still on its way, the form is the server's markup, and an urgent update
  // would make React throw that markup away and draw the form anew, losing what the visitor typed into it. As a
  // transition, React hydrates the form first (keeping what was typed), then fills it.
  const scheduleVisit = () =>
    startTransition(() =>
      setPrefill({
        interest: property.operationType === 'rentar' ? 'alquiler' : 'compra',
        message: visitRequestMessage(property),
        requestedAt: Date.now(),
      }),
    );
  const price = formatPropertyPrice(property.price, property.operationType);
  const perSquareMetre = pricePerSquareMetre(property);
  const paragraphs = property.description.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');

  return (
    <article className="mx-auto max-w-7xl px-5 pt-8 pb-20 sm:px-8">
      <Breadcrumbs title={property.title} />
      <header className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-3xl">
          <div className="flex flex-wrap gap-2">
            <span className="rounded-sm bg-navy-900 px-3 py-1 text-xs font-semibold tracking-wider text-gold-300 uppercase">
              {operationBadge(property)}
            </span>
            <span className="rounded-sm bg-gold-100 px-3 py-1 text-xs font-semibold tracking-wider text-gold-700 uppercase">
              {propertyTypeLabel(property)}
            </span>
          </div>
          <h1 className="mt-4 text-4xl leading-tight font-semibold text-navy-900 sm:text-5xl">{property.title}</h1>
          <p className="mt-3 flex items-center gap-2 text-lg text-navy-500">
            <MapPin className="h-5 w-5 shrink-0 text-gold-600" aria-hidden="true" />
            {fullLocation(property)}
          </p>
          <p className="mt-2 text-sm font-medium tracking-wide text-navy-500" data-testid="property-reference">
            Ref. {property.reference}
          </p>
        </div>
        <div className="lg:text-right">
          {/* A development is priced from its first unit. */}
          {property.operationType === 'desarrollo' && <p className="text-sm font-semibold tracking-wider text-gold-700 uppercase">Desde</p>}
          <p className="font-serif text-4xl font-semibold text-navy-900">
            <span data-testid="property-price">{price}</span>{' '}
            <abbr title="Pesos mexicanos" className="align-middle font-sans text-base font-semibold text-navy-500 no-underline">
              MXN
            </abbr>
          </p>
          {perSquareMetre && (
            <p className="mt-1 text-navy-500" data-testid="price-per-square-metre">
              {perSquareMetre}
            </p>
          )}
          <FavouriteButton property={property} appearance="inline" className="mt-4" />
        </div>
      </header>

      <div className="mt-10 grid gap-12 lg:grid-cols-3">
        <div className="min-w-0 space-y-12 lg:col-span-2">
          <PropertyGallery title={property.title} images={property.images} mainImage={property.mainImage} />

          <section aria-labelledby="caracteristicas-titulo">
            <h2 id="caracteristicas-titulo" className="text-2xl font-semibold text-navy-900">
              Características principales
            </h2>
            <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {propertyFacts(property).map((fact) => (
                <div key={fact.label} className="rounded-lg bg-navy-50/70 p-4 ring-1 ring-navy-100">
                  <dt className="text-sm text-navy-500">{fact.label}</dt>
                  <dd className="mt-1 font-serif text-xl font-semibold text-navy-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="descripcion-titulo">
            <h2 id="descripcion-titulo" className="text-2xl font-semibold text-navy-900">
              Descripción
            </h2>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-navy-700">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>

          {property.amenities.length > 0 && (
            <section aria-labelledby="amenidades-titulo">
              <h2 id="amenidades-titulo" className="text-2xl font-semibold text-navy-900">
                Amenidades
              </h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {property.amenities.map((amenity) => (
                  <li key={amenity} className="flex items-center gap-3 text-navy-700">
                    <span className="flex h-7 w-7 items-center justify-center rounded-full bg-gold-100 text-gold-700">
                      <Check className="h-4 w-4" aria-hidden="true" />
                    </span>
                    {amenityLabels[amenity]}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <PropertyMap property={property} />
        </div>

        <aside className="min-w-0 space-y-6 lg:sticky lg:top-28 lg:self-start" aria-labelledby="contacto-propiedad-titulo">
          <AgentCard contact={reach} onScheduleVisit={scheduleVisit} />
          <div className="rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-navy-900/10 ring-navy-100 sm:p-8">
            <h2 id="contacto-propiedad-titulo" className="text-2xl font-semibold text-navy-900">
              ¿Le interesa esta propiedad?
            </h2>
            <p className="mt-2 mb-6 text-navy-500">
              Déjenos sus datos y le contactaremos para resolver sus dudas o agendar una visita.
            </p>
            {contact(property, prefill)}
          </div>
          <ShareProperty title={property.title} url={url} />
        </aside>
      </div>

      <SimilarProperties slug={property.slug} />
      <PropertyContactBar contact={reach} onScheduleVisit={scheduleVisit} />
    </article>
  );
}

/** `/propiedades/:slug`: a published property with its photos, facts, description, amenities and the contact slot. */
export function PropertyDetailPage({ contact }: { contact: PropertyContactSlot }) {
  const { slug } = useParams<{ slug: string }>();
  const { data: property, error, isLoading, mutate } = useProperty(slug);

  useDocumentMeta(
    property
      ? {
          title: `${property.title} | Prestigio`,
          description: `${formatPropertyPrice(property.price, property.operationType)} · ${fullLocation(property)}. ${summarize(property.description, 120)}`,
          image: property.images[0]?.largeUrl ?? property.mainImage ?? PROPERTY_PLACEHOLDER_IMAGE,
          type: 'article',
        }
      : error
        ? { title: 'Propiedad no disponible | Prestigio', description: 'La propiedad que busca ya no está publicada.' }
        : null,
  );

  return (
    <>
      {property ? (
        <PropertyDetailContent property={property} contact={contact} />
      ) : error ? (
        <PropertyUnavailable notFound={isNotFound(error)} onRetry={() => void mutate()} />
      ) : (
        <div className="flex min-h-[60vh] items-center justify-center" aria-busy={isLoading}>
          <Spinner label="Cargando la propiedad…" />
        </div>
      )}
    </>
  );
}
