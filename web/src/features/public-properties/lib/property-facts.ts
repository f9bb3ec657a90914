import { formatMXN, type PropertyDetail } from '@prestigio/contracts';
import { formatArea } from '../../../lib/format-area';
import { countLabel } from './property-display';

export type PropertyFact = { label: string; value: string };

/** The key facts of a listing's page, in the order buyers compare them; unknown values are left out. */
export function propertyFacts(property: PropertyDetail): PropertyFact[] {
  const facts: PropertyFact[] = [
    { label: 'Recámaras', value: String(property.bedrooms) },
    { label: 'Baños completos', value: String(property.bathrooms) },
  ];
  if (property.halfBathrooms > 0) facts.push({ label: 'Medios baños', value: String(property.halfBathrooms) });
  facts.push({ label: 'Estacionamientos', value: String(property.parkingSpaces) });
  if (property.buildingArea !== null) facts.push({ label: 'Construcción', value: formatArea(property.buildingArea) });
  if (property.landArea !== null) facts.push({ label: 'Terreno', value: formatArea(property.landArea) });
  if (property.ageYears !== null)
    facts.push({ label: 'Antigüedad', value: property.ageYears === 0 ? 'A estrenar' : countLabel(property.ageYears, 'año', 'años') });
  if (property.maintenanceFee !== null)
    facts.push({ label: 'Mantenimiento', value: `${formatMXN(property.maintenanceFee)}/mes` });
  facts.push({ label: 'Jardín', value: property.hasGarden ? 'Sí' : 'No' });
  return facts;
}

/** A sharing description: the start of the listing's text, cut at a word, at most `max` characters. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[.,;:]$/, '')}…`;
}
