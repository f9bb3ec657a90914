import { mexicanStateAliases, mexicanStates, type MexicanState, type OperationType, type PropertyType, type SearchCriteria } from '@prestigio/contracts';
import { fold, readAmount } from './spanish-numbers.js';

/** What the assistant understood of a visitor's message, as search criteria (empty when it found nothing). */
export type ParsedCriteria = Partial<
  Pick<SearchCriteria, 'operationType' | 'propertyType' | 'state' | 'location' | 'minPrice' | 'maxPrice' | 'bedrooms' | 'bathrooms' | 'parkingSpaces' | 'hasGarden'>
>;

const OPERATION_WORDS: Array<[RegExp, OperationType]> = [
  [/\b(renta|rentar|rento|alquiler|alquilar|arrendar|arrendamiento|rentan|mensual(es)?|al mes|rent|rental|renting|lease)\b/, 'rentar'],
  [/\b(remate|remates|bancari[oa]s?|adjudicad[ao]s?)\b/, 'remate'],
  [/\b(preventa|desarrollo|desarrollos|obra nueva|estrenar)\b/, 'desarrollo'],
  [/\b(comprar|compra|compro|venta|vendan|invertir|inversion|buy|buying|purchase|for sale)\b/, 'comprar'],
];

/** Words people use for each kind of property, most specific first. */
const TYPE_WORDS: Array<[RegExp, PropertyType]> = [
  [/\bcasas? (en|de) (condominio|coto|fraccionamiento privado)\b/, 'casa_condominio'],
  [/\b(nave|naves) industrial(es)?\b/, 'nave_industrial'],
  [/\blocal(es)? comercial(es)?\b/, 'local_comercial'],
  [/\bbodegas? comercial(es)?\b/, 'bodega_comercial'],
  [/\b(depa|depas|departamento|departamentos|depto|deptos|dpto|penthouse|pent house|ph|loft|lofts|estudio|suite|apartment|apartments|flat)\b/, 'departamento'],
  [/\b(condominio|condominios|condo|condos)\b/, 'condominio'],
  [/\b(terreno|terrenos|lote|lotes|predio|predios|parcela|land|plot)\b/, 'terreno'],
  [/\b(oficina|oficinas|consultorio|despacho)\b/, 'oficina'],
  [/\b(local|locales)\b/, 'local'],
  [/\b(bodega|bodegas|almacen)\b/, 'bodega'],
  [/\b(casa|casas|casa sola|residencia|residencias|chalet|villa|villas|hacienda|house|houses|home)\b/, 'casa'],
];

/** Abbreviations and everyday names of the federal entities (shared with the catalogue's location search). */
const STATE_ALIASES = mexicanStateAliases;

/**
 * Places of the agency's catalogue and markets (cities and colonias), matched ignoring accents and case and with one
 * typo allowed in longer words. A place not listed still reaches the search as free text after "en".
 */
const PLACES = [
  'Polanco', 'Condesa', 'Roma Norte', 'Roma', 'Santa Fe', 'Lomas de Chapultepec', 'Bosques de las Lomas', 'Pedregal',
  'Coyoacán', 'Del Valle', 'San Ángel', 'Interlomas', 'Tulum', 'Cancún', 'Playa del Carmen', 'Puerto Morelos',
  'Mérida', 'Valladolid', 'Progreso', 'San Miguel de Allende', 'Guanajuato', 'León', 'Guadalajara', 'Zapopan',
  'Puerta de Hierro', 'Providencia', 'Andares', 'Monterrey', 'San Pedro Garza García', 'Valle Oriente', 'Cumbres',
  'Querétaro', 'Juriquilla', 'Zibatá', 'El Marqués', 'Puerto Vallarta', 'Nuevo Vallarta', 'Punta Mita', 'Bucerías',
  'Sayulita', 'Los Cabos', 'Cabo San Lucas', 'San José del Cabo', 'La Paz', 'Todos Santos', 'Valle de Bravo',
  'Avándaro', 'Cuernavaca', 'Tepoztlán', 'Puebla', 'Oaxaca', 'Mazatlán', 'Acapulco', 'Ixtapa', 'Huatulco',
  'Temozón Norte', 'Apodaca', 'Metepec', 'Huixquilucan', 'Tijuana', 'Ensenada', 'Valle de Guadalupe',
  'San Luis Potosí', 'Aguascalientes', 'Chihuahua', 'Hermosillo', 'Morelia', 'Veracruz', 'Bacalar',
];

const foldedStates = mexicanStates.map((state) => [fold(state), state] as const).sort((a, b) => b[0].length - a[0].length);
/** Each place, and (for names with small words) the same without them: "Lomas Chapultepec" is Lomas de Chapultepec. */
const SMALL_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el']);
const foldedPlaces = PLACES.flatMap((place) => {
  const folded = fold(place);
  const bare = folded.split(' ').filter((word) => !SMALL_WORDS.has(word)).join(' ');
  return bare === folded ? [[folded, place] as const] : [[folded, place] as const, [bare, place] as const];
}).sort((a, b) => b[0].length - a[0].length);

const ROOM_WORDS: Array<[RegExp, 'bedrooms' | 'bathrooms' | 'parkingSpaces']> = [
  [/^(recamaras?|recs?|habitacion(es)?|cuartos?|dormitorios?|alcobas?|bedrooms?|beds?)$/, 'bedrooms'],
  [/^(banos?|wc|bathrooms?|baths?)$/, 'bathrooms'],
  [/^(estacionamientos?|cajon(es)?|cocheras?|autos?|coches?|carros?|lugares)$/, 'parkingSpaces'],
];

const MAX_WORDS = new Set(['hasta', 'maximo', 'max', 'tope']);
const MIN_WORDS = new Set(['desde', 'minimo', 'min']);
/** Words after "en" that are not a place ("en renta", "en venta", "en la playa"...). */
const NOT_PLACES = new Set([
  'renta', 'venta', 'preventa', 'remate', 'la', 'el', 'los', 'las', 'un', 'una', 'zona', 'colonia', 'ciudad', 'pesos',
  'condominio', 'coto', 'mexico', 'efectivo', 'credito', 'playa', 'centro', 'que', 'donde', 'cual', 'debajo',
  'arriba', 'encima', 'lo', 'favor', 'mi', 'mis', 'su', 'sus', 'este', 'esta',
]);

function levenshteinAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Whether the phrase (folded words) appears in `words`, each longer word allowed one typo. */
function findPhrase(words: readonly string[], phrase: string): number {
  const parts = phrase.split(' ');
  for (let start = 0; start + parts.length <= words.length; start += 1) {
    const matches = parts.every((part, offset) => {
      const word = words[start + offset]!;
      return part.length >= 5 ? levenshteinAtMostOne(word, part) : word === part;
    });
    if (matches) return start;
  }
  return -1;
}

function tokenize(text: string): string[] {
  return fold(text)
    .replace(/[¿?¡!;:()"'“”«»/]/g, ' ')
    // Commas and dots that are not inside a number separate words.
    .replace(/(?<!\d)[.,]|[.,](?!\d)/g, ' ')
    .replace(/(\d)\s*-\s*(\d)/g, '$1 a $2')
    .split(/\s+/)
    .filter(Boolean);
}

interface Amount {
  value: number;
  unit: number | null;
  start: number;
  end: number;
}

/** Every amount in the text with where it stands, units shared backwards in ranges ("de 2 a 3 millones"). */
function amountsIn(words: readonly string[]): Amount[] {
  const found: Amount[] = [];
  for (let index = 0; index < words.length; ) {
    const amount = readAmount(words, index);
    if (!amount) {
      index += 1;
      continue;
    }
    found.push({ value: amount.value, unit: amount.unit, start: index, end: index + amount.used });
    index += amount.used;
  }
  return found;
}

function roomKindAfter(words: readonly string[], index: number): 'bedrooms' | 'bathrooms' | 'parkingSpaces' | null {
  for (const word of words.slice(index, index + 3)) {
    if (word === 'de') continue;
    for (const [pattern, kind] of ROOM_WORDS) if (pattern.test(word)) return kind;
    return null;
  }
  return null;
}

/** Where the state's name (or the alias that named it) stands in the words. */
function stateSpan(words: readonly string[], state: MexicanState): { start: number; end: number } | null {
  const names = [fold(state), ...Object.entries(STATE_ALIASES).filter(([, named]) => named === state).map(([alias]) => alias)];
  for (const name of names) {
    const start = findPhrase(words, name);
    if (start >= 0) return { start, end: start + name.split(' ').length };
  }
  return null;
}

/** Reads operation, type, state, place, budget, rooms and garden from one message. */
export function parseCriteria(text: string): ParsedCriteria {
  const folded = fold(text);
  const words = tokenize(text);
  const criteria: ParsedCriteria = {};

  for (const [pattern, operation] of OPERATION_WORDS) {
    if (pattern.test(folded)) {
      criteria.operationType = operation;
      break;
    }
  }
  for (const [pattern, type] of TYPE_WORDS) {
    if (pattern.test(folded)) {
      criteria.propertyType = type;
      break;
    }
  }
  if (!criteria.propertyType) {
    // One typo in a longer type word: "departameto", "terrenno".
    const fuzzyTypes: Array<[string, PropertyType]> = [['departamento', 'departamento'], ['terreno', 'terreno'], ['oficina', 'oficina'], ['residencia', 'casa'], ['condominio', 'condominio']];
    for (const [word, type] of fuzzyTypes) if (words.some((candidate) => levenshteinAtMostOne(candidate, word))) criteria.propertyType = type;
  }
  if (/\b(jardin|jardines|jardincito|patio con pasto)\b/.test(folded)) criteria.hasGarden = true;

  for (const [alias, state] of Object.entries(STATE_ALIASES)) {
    if (findPhrase(words, alias) >= 0) {
      criteria.state = state;
      break;
    }
  }
  if (!criteria.state) {
    for (const [name, state] of foldedStates) {
      // "Querétaro" and "Guanajuato" are cities too: a state only when no place of that name is meant below.
      if (findPhrase(words, name) >= 0) {
        criteria.state = state;
        break;
      }
    }
  }
  // The words of the state's own name are not a place ("León" inside "Nuevo León").
  const stateWords = criteria.state ? stateSpan(words, criteria.state) : null;
  for (const [name, place] of foldedPlaces) {
    const at = findPhrase(words, name);
    const insideStateName = stateWords !== null && at >= stateWords.start && at < stateWords.end && name !== fold(criteria.state!);
    if (at >= 0 && !insideStateName) {
      criteria.location = place;
      // A city that names its state too ("Querétaro", "Guanajuato", "Puebla"...) is the place, not a state filter.
      if (criteria.state && fold(criteria.state) === name) delete criteria.state;
      break;
    }
  }
  if (!criteria.location) {
    const afterEn = words.findIndex((word, index) => (word === 'en' || word === 'por') && index + 1 < words.length && !NOT_PLACES.has(words[index + 1]!));
    if (afterEn >= 0) {
      const place: string[] = [];
      for (const word of words.slice(afterEn + 1, afterEn + 4)) {
        if (NOT_PLACES.has(word) || /\d/.test(word) || readAmount([word], 0) || ['con', 'de', 'y', 'hasta', 'entre', 'para', 'que', 'cerca'].includes(word)) break;
        if (TYPE_WORDS.some(([pattern]) => pattern.test(word)) || OPERATION_WORDS.some(([pattern]) => pattern.test(word))) break;
        place.push(word);
      }
      const phrase = place.join(' ');
      const isState = STATE_ALIASES[phrase] !== undefined || (criteria.state !== undefined && fold(criteria.state).includes(phrase));
      if (phrase.length >= 3 && !isState) criteria.location = phrase;
    }
  }

  readNumbers(words, criteria);
  return criteria;
}

/** Rooms ("3 recámaras", "de 2 a 3 baños") and money ("hasta 80 mil", "entre 1 y 2 millones", "12 mdp"). */
function readNumbers(words: readonly string[], criteria: ParsedCriteria): void {
  const amounts = amountsIn(words);
  const money: Array<Amount & { role: 'min' | 'max' | 'around' }> = [];
  for (let index = 0; index < amounts.length; index += 1) {
    const amount = amounts[index]!;
    const next = amounts[index + 1];
    const before = words[amount.start - 1];
    const twoBefore = words[amount.start - 2];
    const rangeJoin = next ? words.slice(amount.end, next.start).join(' ') : '';
    const isRange = next !== undefined && ['a', 'y', 'hasta', 'o'].includes(rangeJoin);

    const roomKind = roomKindAfter(words, (isRange ? next : amount).end);
    if (roomKind && amount.value < 50 && amount.unit === null) {
      criteria[roomKind] = Math.round(amount.value);
      if (isRange) index += 1;
      continue;
    }
    // A bare small number is not money ("para 4 personas", "2024"), unless it has a unit or a range shares one.
    const unit = amount.unit ?? (isRange ? next!.unit : null);
    const value = amount.unit === null && unit !== null ? amount.value * unit : amount.value;
    if (unit === null && value < 10_000) continue;
    if (isRange) {
      const upper = next!;
      money.push({ ...amount, value, role: 'min' }, { ...upper, role: 'max' });
      index += 1;
      continue;
    }
    const noMoreThan = before === 'de' && twoBefore === 'mas' && words[amount.start - 3] === 'no';
    if ((before && MAX_WORDS.has(before)) || noMoreThan) money.push({ ...amount, value, role: 'max' });
    else if (before === 'de' && (twoBefore === 'menos' || twoBefore === 'debajo')) money.push({ ...amount, value, role: 'max' });
    else if (before && MIN_WORDS.has(before)) money.push({ ...amount, value, role: 'min' });
    else if (before === 'de' && (twoBefore === 'mas' || twoBefore === 'arriba' || twoBefore === 'encima')) money.push({ ...amount, value, role: 'min' });
    else if (['alrededor', 'aproximadamente', 'aprox', 'unos', 'como', 'cerca'].some((word) => words.slice(Math.max(0, amount.start - 2), amount.start).includes(word))) {
      money.push({ ...amount, value, role: 'around' });
    } else money.push({ ...amount, value, role: 'max' });
  }
  for (const amount of money) {
    const value = Math.round(amount.value);
    if (amount.role === 'min') criteria.minPrice = value;
    else if (amount.role === 'max') criteria.maxPrice = value;
    else {
      criteria.minPrice = Math.round(value * 0.9);
      criteria.maxPrice = Math.round(value * 1.1);
    }
  }
  // A monthly budget in the tens of thousands means a rent, whatever word was used.
  if (!criteria.operationType && criteria.maxPrice !== undefined && criteria.maxPrice <= 300_000 && /\b(al mes|mensual|mensuales)\b/.test(words.join(' '))) {
    criteria.operationType = 'rentar';
  }
}

/** Whether the parser found anything to search with. */
export function hasCriteria(criteria: ParsedCriteria): boolean {
  return Object.keys(criteria).length > 0;
}

