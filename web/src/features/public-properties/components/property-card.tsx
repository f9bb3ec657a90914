import { formatPropertyPrice, propertyPath, type PropertySummary } from '@prestigio/contracts';
import { formatArea } from '../../../lib/format-area';
import { Bath, Bed, Car, MapPin, Ruler } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  bathroomsLabel,
  countLabel,
  displayArea,
  fullLocation,
  operationBadge,
  propertyTypeLabel,
} from '../lib/property-display';
import { FavouriteButton } from './favourite-button';
import { PropertyPhoto } from './property-photo';

function Fact({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <li className="flex items-center gap-1.5" title={label}>
      {icon}
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{label}</span>
    </li>
  );
}

const iconClass = 'h-4 w-4 shrink-0 text-gold-600';

/**
 * A listing in a grid: photo with its operation badge, type, title, location, price (rents per month) and key
 * facts. The whole card is one link to the detail page, named by the title; the heart on the photo keeps it in
 * "Mis favoritos".
 */
export function PropertyCard({ property, eagerPhoto = false }: { property: PropertySummary; eagerPhoto?: boolean }) {
  const area = displayArea(property);
  const titleId = useId();
  return (
    <article
      data-testid="property-card"
      data-property-id={property.id}
      className="group relative flex flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 shadow-navy-900/5 ring-navy-100 transition-shadow duration-300 hover:shadow-xl"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-navy-100">
        <PropertyPhoto
          src={property.mainImage}
          alt={property.title}
          width={640}
          height={480}
          loading={eagerPhoto ? 'eager' : 'lazy'}
          className="h-full w-full transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
        <span className="absolute top-4 left-4 rounded-sm bg-navy-900/90 px-3 py-1 text-xs font-semibold tracking-wider text-gold-300 uppercase">
          {operationBadge(property)}
        </span>
        {property.status === 'destacado' && (
          <span className="absolute top-4 right-4 rounded-sm bg-gold-400 px-3 py-1 text-xs font-semibold tracking-wider text-navy-900 uppercase">
            Destacada
          </span>
        )}
        {/* Above the card's stretched link, so a press on the heart keeps the listing instead of opening it. */}
        <FavouriteButton property={property} describedBy={titleId} className="absolute right-3 bottom-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">{propertyTypeLabel(property)}</p>
        <h3 id={titleId} className="mt-2 font-serif text-xl leading-snug font-semibold text-navy-900">
          <Link
            to={propertyPath(property.slug)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-has-[a:focus-visible]:underline"
          >
            {property.title}
          </Link>
        </h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-navy-500">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{fullLocation(property)}</span>
        </p>
        <p className="mt-4 font-serif text-2xl font-semibold text-navy-900">
          {formatPropertyPrice(property.price, property.operationType)}
        </p>
        <div className="mt-auto pt-5">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 border-t border-navy-100 pt-4 text-sm text-navy-700">
          {/* Land, warehouses and offices have no bedrooms or parking of their own: a zero is not a fact to show. */}
          {property.bedrooms > 0 && (
            <Fact
              icon={<Bed className={iconClass} aria-hidden="true" />}
              value={String(property.bedrooms)}
              label={countLabel(property.bedrooms, 'recámara', 'recámaras')}
            />
          )}
          {property.bathrooms + property.halfBathrooms > 0 && (
            <Fact
              icon={<Bath className={iconClass} aria-hidden="true" />}
              value={String(property.bathrooms + property.halfBathrooms / 2)}
              label={bathroomsLabel(property)}
            />
          )}
          {property.parkingSpaces > 0 && (
            <Fact
              icon={<Car className={iconClass} aria-hidden="true" />}
              value={String(property.parkingSpaces)}
              label={countLabel(property.parkingSpaces, 'estacionamiento', 'estacionamientos')}
            />
          )}
          {area !== null && (
            <Fact icon={<Ruler className={iconClass} aria-hidden="true" />} value={formatArea(area)} label={`${formatArea(area)} de superficie`} />
          )}
        </ul>
        </div>
      </div>
    </article>
  );
}

/** Keeps a card's place while its data loads, with the card's proportions (no layout shift). */
export function PropertyCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-navy-100">
      <div className="aspect-[4/3] animate-pulse bg-navy-100 motion-reduce:animate-none" />
      <div className="space-y-3 p-6">
        <div className="h-3 w-24 rounded bg-navy-100" />
        <div className="h-6 w-4/5 rounded bg-navy-100" />
        <div className="h-4 w-1/2 rounded bg-navy-100" />
        <div className="h-7 w-2/5 rounded bg-navy-100" />
        <div className="h-5 w-full rounded bg-navy-50" />
      </div>
    </div>
  );
}
