import { formatMXN } from '@prestigio/contracts';
import type { ParsedCriteria } from '../assistant/criteria-parser.js';

/** A search close to one that found nothing, and how the assistant names it ("hay 3 en venta en el mismo lugar"). */
export interface NearAlternative {
  criteria: ParsedCriteria;
  describe: (count: number) => string;
}

/** Places of the catalogue a visitor would also consider, nearest first. */
const NEIGHBOURS: Record<string, string[]> = {
  Tulum: ['Playa del Carmen', 'Bacalar'],
  'Playa del Carmen': ['Tulum', 'Puerto Morelos'],
  Cancún: ['Puerto Morelos', 'Playa del Carmen'],
  'Puerto Morelos': ['Cancún', 'Playa del Carmen'],
  Polanco: ['Lomas de Chapultepec'],
  'Lomas de Chapultepec': ['Polanco', 'Bosques de las Lomas'],
  'Bosques de las Lomas': ['Lomas de Chapultepec', 'Santa Fe'],
  'Santa Fe': ['Bosques de las Lomas', 'Interlomas'],
  Interlomas: ['Santa Fe', 'Bosques de las Lomas'],
  Condesa: ['Roma Norte', 'Del Valle'],
  'Roma Norte': ['Condesa', 'Roma'],
  Roma: ['Condesa', 'Roma Norte'],
  'Del Valle': ['Coyoacán', 'Condesa'],
  Coyoacán: ['San Ángel', 'Del Valle'],
  'San Ángel': ['Coyoacán', 'Pedregal'],
  Pedregal: ['San Ángel', 'Coyoacán'],
  Guadalajara: ['Zapopan', 'Providencia'],
  Zapopan: ['Guadalajara', 'Puerta de Hierro'],
  Monterrey: ['San Pedro Garza García', 'Valle Oriente'],
  'San Pedro Garza García': ['Monterrey', 'Valle Oriente'],
  Querétaro: ['Juriquilla', 'El Marqués'],
  Juriquilla: ['Querétaro', 'Zibatá'],
  Mérida: ['Temozón Norte', 'Progreso'],
  'Puerto Vallarta': ['Nuevo Vallarta', 'Bucerías'],
  'Nuevo Vallarta': ['Puerto Vallarta', 'Bucerías'],
  'Los Cabos': ['Cabo San Lucas', 'San José del Cabo'],
  'Cabo San Lucas': ['San José del Cabo', 'Los Cabos'],
  'San José del Cabo': ['Cabo San Lucas', 'Los Cabos'],
  Cuernavaca: ['Tepoztlán'],
  'Valle de Bravo': ['Avándaro'],
};

const OTHER_OPERATION: Partial<Record<NonNullable<ParsedCriteria['operationType']>, { operation: 'comprar' | 'rentar'; words: string }>> = {
  rentar: { operation: 'comprar', words: 'en venta' },
  comprar: { operation: 'rentar', words: 'en renta' },
};

function many(count: number): string {
  return count === 1 ? 'hay 1' : `hay ${count.toLocaleString('es-MX')}`;
}

/**
 * What to search when a search found nothing, in the order the assistant tries them: the same place with the other
 * operation, a neighbouring place with the same criteria, then a budget a quarter wider.
 */
export function nearAlternatives(criteria: ParsedCriteria): NearAlternative[] {
  const alternatives: NearAlternative[] = [];
  const other = criteria.operationType ? OTHER_OPERATION[criteria.operationType] : undefined;
  if (other) {
    const { minPrice: _min, maxPrice: _max, ...withoutBudget } = criteria;
    // A rent's budget means nothing for a sale (and the other way round): the other operation is searched without it.
    alternatives.push({
      criteria: { ...withoutBudget, operationType: other.operation },
      describe: (count) => `${many(count)} ${other.words} ${criteria.location ? `en ${criteria.location}` : 'con los demás criterios'}`,
    });
  }
  for (const place of (criteria.location && NEIGHBOURS[criteria.location]) || []) {
    alternatives.push({ criteria: { ...criteria, location: place }, describe: (count) => `${many(count)} muy cerca, en ${place}` });
  }
  if (criteria.maxPrice !== undefined) {
    const maxPrice = Math.round(criteria.maxPrice * 1.25);
    const { minPrice, ...rest } = criteria;
    const wider: ParsedCriteria = { ...rest, maxPrice, ...(minPrice !== undefined && { minPrice: Math.round(minPrice * 0.8) }) };
    alternatives.push({ criteria: wider, describe: (count) => `${many(count)} con un presupuesto un poco mayor, hasta ${formatMXN(maxPrice)}` });
  }
  return alternatives;
}
