import {
  formatMXN,
  landPropertyTypes,
  operationBadgeLabels,
  propertyTypeLabels,
  type PropertySummary,
} from '@prestigio/contracts';

/** Where every missing or unloadable listing photo falls back to (web/public). */
export const PROPERTY_PLACEHOLDER_IMAGE = '/images/propiedad-sin-foto.svg';

type AreaFields = Pick<PropertySummary, 'propertyType' | 'buildingArea' | 'landArea'>;

/**
 * The area a card shows, as the search filters by it: land is measured by its land area, everything else by its
 * built area (falling back to the other when one is missing).
 */
export function displayArea({ propertyType, buildingArea, landArea }: AreaFields): number | null {
  return landPropertyTypes.includes(propertyType) ? (landArea ?? buildingArea) : (buildingArea ?? landArea);
}

/**
 * The price per square metre of the area a card shows (per month for a rent), as buyers compare listings; null when
 * the listing has no area.
 */
export function pricePerSquareMetre(property: AreaFields & Pick<PropertySummary, 'price' | 'operationType'>): string | null {
  const area = displayArea(property);
  if (!area || area <= 0) return null;
  return `${formatMXN(Math.round(property.price / area))} por m²${property.operationType === 'rentar' ? ' al mes' : ''}`;
}

export function operationBadge(property: Pick<PropertySummary, 'operationType'>): string {
  return operationBadgeLabels[property.operationType];
}

export function propertyTypeLabel(property: Pick<PropertySummary, 'propertyType'>): string {
  return propertyTypeLabels[property.propertyType];
}

/** Spanish count with the right plural: "1 recámara", "3 recámaras". */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('es-MX')} ${count === 1 ? singular : plural}`;
}

/** Bathrooms as agencies in Mexico write them: "3.5 baños" for three full and one half bathroom. */
export function bathroomsLabel({ bathrooms, halfBathrooms }: Pick<PropertySummary, 'bathrooms' | 'halfBathrooms'>): string {
  if (halfBathrooms <= 0) return countLabel(bathrooms, 'baño', 'baños');
  const halves = halfBathrooms === 1 ? '1 medio baño' : `${halfBathrooms} medios baños`;
  return `${countLabel(bathrooms, 'baño', 'baños')} y ${halves}`;
}

/** "Polanco, Ciudad de México" or "Punta Mita, Bahía de Banderas, Nayarit": the state is added unless already named. */
export function fullLocation({ location, state }: Pick<PropertySummary, 'location' | 'state'>): string {
  return location.endsWith(state) ? location : `${location}, ${state}`;
}
