import {
  landPropertyTypes,
  slugify,
  type Amenity,
  type OperationType,
  type PropertyStatus,
  type PropertyType,
} from '@prestigio/contracts';
import { industrialMarkets, mexicanMarkets, type Market } from './mexican-markets.js';
import {
  photoCategories,
  photoLibrary,
  toSeedPhoto,
  type PhotoCategory,
  type SeedPhoto,
  type SeedProperty,
} from '@prestigio/properties-service/seeding';

/**
 * Deterministic generator of large, realistic catalogues for benchmarks and load tests.
 *
 * Every listing is derived from (seed, index) alone, so the same seed always yields the same catalogue, any slice
 * can be produced on its own (e.g. by parallel workers), and nothing is held in memory between listings.
 */

/** mulberry32: a tiny, fast 32-bit PRNG; good enough for plausible data, not for anything secret. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** murmur3's finaliser: spreads nearby integers (seed 1 vs 2, index 7 vs 8) over unrelated PRNG states. */
function scramble(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const propertySeed = (seed: number, index: number) => scramble(scramble(seed) + Math.imul(index, 0x9e3779b9));

type Random = () => number;

class Dice {
  constructor(readonly next: Random) {}
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  /** Skewed towards `min`: most listings are modest, a few are very large. */
  skewed(min: number, max: number, skew: number): number {
    return min + (max - min) * this.next() ** skew;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

/** Picks by weight with a binary search over cumulative weights, so large tables stay cheap. */
class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;
  constructor(private readonly items: readonly T[], weightOf: (item: T) => number) {
    let sum = 0;
    for (const item of items) this.cumulative.push((sum += weightOf(item)));
    this.total = sum;
  }
  pick(dice: Dice): T {
    const target = dice.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.cumulative[middle]! > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low]!;
  }
}

type Family = 'house' | 'apartment' | 'land' | 'office' | 'retail' | 'industrial' | 'development';
type Gender = 'f' | 'm';
/** "Casa" + "en condominio": adjectives go between the head and its complement ("Casa luminosa en condominio"). */
interface Noun {
  readonly head: string;
  readonly tail: string;
  readonly gender: Gender;
}

interface TypeProfile {
  readonly family: Family;
  /** Share of generated listings. */
  readonly weight: number;
  readonly nouns: readonly Noun[];
  /** Price of a built m² relative to the market's reference price. */
  readonly priceFactor: number;
  /** Built area range in m² (land area for land) and how strongly it leans towards the small end. */
  readonly area: readonly [min: number, max: number, skew: number];
  readonly operations: readonly (readonly [OperationType, number])[];
}

const f = (head: string, tail = ''): Noun => ({ head, tail, gender: 'f' });
const m = (head: string, tail = ''): Noun => ({ head, tail, gender: 'm' });
const penthouse = m('Penthouse');

const homeOperations = [['comprar', 62], ['rentar', 25], ['desarrollo', 6], ['remate', 7]] as const;
const businessOperations = [['comprar', 40], ['rentar', 55], ['remate', 5]] as const;
const industrialOperations = [['comprar', 35], ['rentar', 60], ['remate', 5]] as const;
const landOperations = [['comprar', 88], ['desarrollo', 6], ['remate', 6]] as const;

const profiles: Readonly<Record<PropertyType, TypeProfile>> = {
  casa: { family: 'house', weight: 22, nouns: [f('Casa'), f('Residencia')], priceFactor: 1, area: [200, 1200, 1.8], operations: homeOperations },
  casa_condominio: {
    family: 'house', weight: 10, nouns: [f('Casa', 'en condominio'), f('Casa', 'en privada'), f('Casa', 'en fraccionamiento cerrado')],
    priceFactor: 0.95, area: [160, 520, 1.5], operations: homeOperations,
  },
  departamento: { family: 'apartment', weight: 24, nouns: [m('Departamento')], priceFactor: 1.12, area: [70, 420, 1.8], operations: homeOperations },
  condominio: { family: 'apartment', weight: 5, nouns: [m('Condominio')], priceFactor: 1.05, area: [90, 320, 1.5], operations: homeOperations },
  desarrollo: {
    family: 'development', weight: 6, nouns: [m('Desarrollo residencial'), m('Desarrollo de departamentos'), m('Desarrollo de villas')],
    priceFactor: 1.08, area: [80, 320, 1.4], operations: [['desarrollo', 1]],
  },
  terreno: { family: 'land', weight: 5, nouns: [m('Terreno')], priceFactor: 0.3, area: [500, 30_000, 2.6], operations: landOperations },
  terreno_lote: { family: 'land', weight: 5, nouns: [m('Lote residencial'), m('Lote')], priceFactor: 0.32, area: [160, 1200, 1.6], operations: landOperations },
  oficina: { family: 'office', weight: 6, nouns: [f('Oficina'), m('Piso de oficinas')], priceFactor: 0.85, area: [50, 1500, 2.2], operations: businessOperations },
  local: { family: 'retail', weight: 3, nouns: [m('Local')], priceFactor: 1, area: [35, 400, 1.8], operations: businessOperations },
  local_comercial: { family: 'retail', weight: 5, nouns: [m('Local comercial')], priceFactor: 1.1, area: [60, 900, 2], operations: businessOperations },
  bodega: { family: 'industrial', weight: 3, nouns: [f('Bodega')], priceFactor: 1.1, area: [250, 3000, 1.8], operations: industrialOperations },
  bodega_comercial: { family: 'industrial', weight: 3, nouns: [f('Bodega comercial')], priceFactor: 1.2, area: [600, 6000, 1.8], operations: industrialOperations },
  nave_industrial: { family: 'industrial', weight: 3, nouns: [f('Nave industrial')], priceFactor: 1, area: [1500, 20_000, 2.2], operations: industrialOperations },
};

const propertyTypeTable = new WeightedTable(Object.keys(profiles) as PropertyType[], (type) => profiles[type].weight);
const operationTables = Object.fromEntries(
  (Object.keys(profiles) as PropertyType[]).map((type) => [type, new WeightedTable(profiles[type].operations, ([, weight]) => weight)]),
) as Record<PropertyType, WeightedTable<readonly [OperationType, number]>>;

const anyMarket = new WeightedTable(mexicanMarkets, (market) => market.weight);
const businessMarket = new WeightedTable(mexicanMarkets.filter((market) => !market.leisure), (market) => market.weight);
const industrialMarket = new WeightedTable(industrialMarkets, (market) => market.weight);

function marketFor(family: Family, dice: Dice): Market {
  if (family === 'industrial') return industrialMarket.pick(dice);
  if (family === 'office') return businessMarket.pick(dice);
  return anyMarket.pick(dice);
}

// ── Spanish phrase parts ─────────────────────────────────────────────────────────────────────────────────────────

/** Adjectives as [feminine, masculine]. */
const homeAdjectives: readonly (readonly [string, string])[] = [
  ['contemporánea', 'contemporáneo'], ['luminosa', 'luminoso'], ['amplia', 'amplio'], ['moderna', 'moderno'],
  ['exclusiva', 'exclusivo'], ['elegante', 'elegante'], ['de autor', 'de autor'], ['minimalista', 'minimalista'],
  ['señorial', 'señorial'], ['acogedora', 'acogedor'], ['de diseño', 'de diseño'], ['con estilo', 'con estilo'],
];
const businessAdjectives: readonly (readonly [string, string])[] = [
  ['amplia', 'amplio'], ['moderna', 'moderno'], ['bien ubicada', 'bien ubicado'], ['acondicionada', 'acondicionado'],
  ['funcional', 'funcional'], ['con excelente ubicación', 'con excelente ubicación'],
];
const landAdjectives: readonly string[] = ['plano', 'bien ubicado', 'de forma regular', 'con servicios', 'listo para construir'];
const developmentAdjectives: readonly string[] = ['exclusivo', 'de baja densidad', 'moderno', 'con amenidades', 'de lujo'];

/** How descriptions name each amenity inside a sentence. */
const amenityPhrases: Readonly<Record<Amenity, string>> = {
  alberca: 'alberca',
  gimnasio: 'gimnasio',
  seguridad_24h: 'seguridad las 24 horas',
  vista_al_mar: 'vista al mar',
  jardin: 'jardín',
  terraza: 'terraza',
  roof_garden: 'roof garden',
  elevador: 'elevador',
  cuarto_de_servicio: 'cuarto de servicio',
  bodega: 'bodega',
  acceso_a_playa: 'acceso directo a la playa',
  campo_de_golf: 'campo de golf',
  club_de_playa: 'club de playa',
  spa: 'spa',
  salon_de_eventos: 'salón de eventos',
  area_de_juegos: 'área de juegos infantiles',
  cava: 'cava',
  chimenea: 'chimenea',
  pet_friendly: 'espacios que admiten mascotas',
  paneles_solares: 'paneles solares',
};

/** Candidate amenities per family, with the probability that a listing has each. */
const amenityOdds: Readonly<Record<Family, readonly (readonly [Amenity, number])[]>> = {
  house: [
    ['alberca', 0.5], ['terraza', 0.6], ['cuarto_de_servicio', 0.5], ['seguridad_24h', 0.5], ['chimenea', 0.3], ['cava', 0.15],
    ['gimnasio', 0.15], ['roof_garden', 0.2], ['paneles_solares', 0.2], ['pet_friendly', 0.3], ['bodega', 0.2], ['campo_de_golf', 0.06],
  ],
  apartment: [
    ['elevador', 0.85], ['seguridad_24h', 0.8], ['gimnasio', 0.6], ['alberca', 0.45], ['roof_garden', 0.35], ['terraza', 0.5],
    ['salon_de_eventos', 0.35], ['area_de_juegos', 0.25], ['pet_friendly', 0.45], ['bodega', 0.5], ['spa', 0.12], ['cuarto_de_servicio', 0.2],
  ],
  development: [
    ['alberca', 0.8], ['gimnasio', 0.8], ['seguridad_24h', 0.9], ['roof_garden', 0.5], ['salon_de_eventos', 0.5], ['area_de_juegos', 0.4],
    ['elevador', 0.6], ['spa', 0.25], ['pet_friendly', 0.5], ['paneles_solares', 0.2], ['terraza', 0.4],
  ],
  land: [['seguridad_24h', 0.3], ['campo_de_golf', 0.05]],
  office: [['elevador', 0.8], ['seguridad_24h', 0.85], ['terraza', 0.15], ['bodega', 0.2], ['paneles_solares', 0.1]],
  retail: [['seguridad_24h', 0.4], ['bodega', 0.35], ['terraza', 0.2]],
  industrial: [['seguridad_24h', 0.85], ['paneles_solares', 0.3]],
};
const coastalOdds: readonly (readonly [Amenity, number])[] = [['vista_al_mar', 0.6], ['acceso_a_playa', 0.25], ['club_de_playa', 0.15]];

const streets: readonly string[] = [
  'Avenida Juárez', 'Calle Hidalgo', 'Calle Morelos', 'Calle Allende', 'Calle Independencia', 'Paseo de los Virreyes',
  'Calle de los Olivos', 'Avenida de las Torres', 'Calle Jacarandas', 'Calle Fresnos', 'Calle Laureles', 'Boulevard del Bosque',
  'Calle Tulipanes', 'Calle Cedros', 'Avenida del Parque', 'Calle Guadalupe Victoria', 'Avenida Vallarta', 'Calle Nogales',
  'Paseo de la Loma', 'Calle Magnolias', 'Avenida Universidad', 'Calle Sauces', 'Calle Colibríes', 'Avenida Central',
];

const industrialUses: readonly string[] = ['manufactura ligera', 'un centro de distribución', 'almacenaje', 'logística de última milla', 'ensamble'];
const retailUses: readonly string[] = ['un restaurante', 'una cafetería', 'una boutique', 'un consultorio', 'una farmacia', 'un showroom', 'una sucursal bancaria'];
const landUses: readonly string[] = ['construir una residencia', 'un proyecto de vivienda', 'un desarrollo de baja densidad', 'una inversión patrimonial'];
const landServices: readonly string[] = ['luz y agua a pie de lote', 'acceso pavimentado', 'factibilidad de servicios', 'servicios subterráneos'];
const officeFinishes: readonly string[] = [
  'con privados y sala de juntas terminados',
  'en obra gris, con preparación para aire acondicionado',
  'con área abierta, sala de juntas y comedor para el personal',
];

// ── Small formatting helpers, cheap enough for millions of calls ──────────────────────────────────────────────────

const thousands = /\B(?=(\d{3})+(?!\d))/g;
const grouped = (value: number) => String(value).replace(thousands, ',');
const numberWords = ['cero', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'];
/** "una recámara", "tres baños completos", "14 cajones": small counts read better as words. */
function counted(count: number, gender: Gender, one: string, many: string): string {
  const word = count === 1 ? (gender === 'f' ? 'una' : 'un') : count < numberWords.length ? numberWords[count] : String(count);
  return `${word} ${count === 1 ? one : many}`;
}
/** Spanish contracts "de el" to "del" (but not before a proper name such as "El Arco"). */
const fromPlace = (phrase: string) => (phrase.startsWith('el ') ? `del ${phrase.slice(3)}` : `de ${phrase}`);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const indefinite = (gender: Gender) => (gender === 'f' ? 'una' : 'un');

function listPhrase(items: readonly string[]): string {
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** "el Centro Histórico de Mérida", "la Zona Hotelera de Cancún", "Providencia, Guadalajara", "Puerto Los Cabos". */
function placePhrase(colonia: string, city: string): string {
  if (colonia.startsWith('Centro')) return `el ${colonia} de ${city}`;
  if (colonia.startsWith('Zona ')) return `la ${colonia} de ${city}`;
  if (colonia.includes(city)) return colonia;
  return `${colonia}, ${city}`;
}

function roundPrice(value: number): number {
  const step = value < 1_000_000 ? 5_000 : value < 10_000_000 ? 10_000 : value < 100_000_000 ? 50_000 : 100_000;
  return Math.max(step, Math.round(value / step) * step);
}

function roundRent(value: number): number {
  const step = value < 100_000 ? 500 : 1_000;
  return Math.max(8_000, Math.round(value / step) * step);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const roundCoordinate = (value: number) => Math.round(value * 100_000) / 100_000;

// ── Photos ───────────────────────────────────────────────────────────────────────────────────────────────────────

/** Built once: every generated listing shares these frozen photo objects instead of allocating its own. */
const seedPhotos = {} as Record<PhotoCategory, readonly SeedPhoto[]>;
for (const category of photoCategories) seedPhotos[category] = photoLibrary[category].map((photo) => Object.freeze(toSeedPhoto(photo)));

/** The main photo, then distinct photos drawn from the extra categories, up to `count` when there are enough. */
function pickPhotos(dice: Dice, main: PhotoCategory, extras: readonly PhotoCategory[], count: number): SeedPhoto[] {
  const photos: SeedPhoto[] = [dice.pick(seedPhotos[main])];
  const candidates: SeedPhoto[] = [];
  for (const category of extras) for (const photo of seedPhotos[category]) if (photo !== photos[0] && !candidates.includes(photo)) candidates.push(photo);
  while (photos.length < count && candidates.length > 0) {
    // Swap-remove keeps the draw without replacement cheap.
    const at = Math.floor(dice.next() * candidates.length);
    photos.push(candidates[at]!);
    candidates[at] = candidates[candidates.length - 1]!;
    candidates.pop();
  }
  return photos;
}

interface PhotoContext {
  family: Family;
  hasPool: boolean;
  hasGarden: boolean;
  seaView: boolean;
  cdmx: boolean;
}

function photosFor(dice: Dice, context: PhotoContext): SeedPhoto[] {
  const count = dice.int(2, 5);
  const rooms: PhotoCategory[] = ['interior_living', 'kitchen', 'bedroom', 'bathroom'];
  if (context.hasPool) rooms.push('pool');
  if (context.hasGarden) rooms.push('garden');
  if (context.seaView) rooms.push('beachfront');
  const skyline: PhotoCategory = context.cdmx ? 'skyline_mexico_city' : 'skyline_generic';
  switch (context.family) {
    case 'house':
      return pickPhotos(dice, context.seaView && dice.chance(0.4) ? 'beachfront' : 'house_exterior', rooms, count);
    case 'apartment':
      return pickPhotos(dice, 'apartment_penthouse', context.seaView ? rooms : [...rooms, skyline], count);
    case 'development':
      return pickPhotos(dice, dice.chance(0.5) ? 'apartment_penthouse' : 'house_exterior', [...rooms, 'pool'], count);
    case 'land':
      return pickPhotos(dice, 'land_lot', context.seaView ? ['land_lot', 'beachfront'] : ['land_lot', 'garden'], Math.min(count, 3));
    case 'office':
      return pickPhotos(dice, 'office', ['office', skyline], count);
    case 'retail':
      return pickPhotos(dice, 'commercial', ['commercial'], Math.min(count, 4));
    case 'industrial':
      return pickPhotos(dice, 'warehouse_industrial', ['warehouse_industrial'], Math.min(count, 3));
  }
}

// ── One listing ──────────────────────────────────────────────────────────────────────────────────────────────────

const gardenOdds: Readonly<Record<Family, number>> = { house: 0.82, apartment: 0.08, development: 0.3, land: 0, office: 0, retail: 0, industrial: 0 };
const deliveryYears = [2027, 2028, 2029] as const;
const isLand = (type: PropertyType) => landPropertyTypes.includes(type);

function statusFor(dice: Dice, operationType: OperationType): PropertyStatus {
  const roll = dice.next();
  if (roll < 0.81) return 'disponible';
  if (roll < 0.84) return 'destacado';
  if (roll < 0.89) return 'apartada';
  if (roll < 0.97) return operationType === 'rentar' ? 'rentada' : 'vendida';
  return 'borrador';
}

/** The listing at `index` of the catalogue generated from `seed`. */
export function generateProperty(index: number, seed = 1): SeedProperty {
  const dice = new Dice(mulberry32(propertySeed(seed, index)));
  const propertyType = propertyTypeTable.pick(dice);
  const profile = profiles[propertyType];
  const family = profile.family;
  const operationType = operationTables[propertyType].pick(dice)[0];
  const market = marketFor(family, dice);
  const colonia = dice.pick(market.colonias);
  const place = placePhrase(colonia, market.city);

  // Areas
  const [areaMin, areaMax, areaSkew] = profile.area;
  const mainArea = Math.round(dice.skewed(areaMin, areaMax, areaSkew));
  const noun = propertyType === 'departamento' && mainArea >= 280 && dice.chance(0.5) ? penthouse : dice.pick(profile.nouns);
  const land = isLand(propertyType);
  const buildingArea = land ? null : mainArea;
  let landArea: number | null = null;
  if (land) landArea = mainArea;
  else if (family === 'house') landArea = Math.round(mainArea * dice.between(propertyType === 'casa' ? 1.1 : 0.7, propertyType === 'casa' ? 2.6 : 1.3));
  else if (family === 'industrial') landArea = Math.round(mainArea * dice.between(1.3, 2.2));

  // Rooms
  let bedrooms = 0;
  let bathrooms = 0;
  let halfBathrooms = 0;
  let parkingSpaces = 0;
  if (family === 'house') {
    bedrooms = clamp(Math.round(mainArea / 120) + dice.int(0, 1), 2, 8);
    bathrooms = clamp(bedrooms + (mainArea > 350 ? 1 : 0) - (bedrooms > 2 && dice.chance(0.25) ? 1 : 0), 2, 10);
    halfBathrooms = mainArea > 500 ? 2 : mainArea > 200 ? 1 : 0;
    parkingSpaces = clamp(Math.round(mainArea / 150) + 1, 1, 8);
  } else if (family === 'apartment' || family === 'development') {
    bedrooms = clamp(Math.round(mainArea / 70), 1, 5);
    bathrooms = clamp(bedrooms - (dice.chance(0.3) ? 1 : 0) + (mainArea > 250 ? 1 : 0), 1, 6);
    halfBathrooms = mainArea > 110 && dice.chance(0.7) ? 1 : 0;
    parkingSpaces = clamp(Math.round(mainArea / 90), 1, 4);
  } else if (family === 'office') {
    bathrooms = clamp(Math.round(mainArea / 120), 1, 12);
    parkingSpaces = clamp(Math.round(mainArea / 35), 1, 45);
  } else if (family === 'retail') {
    bathrooms = mainArea < 120 ? 0 : clamp(Math.round(mainArea / 250), 1, 4);
    halfBathrooms = mainArea < 120 ? 1 : 0;
    parkingSpaces = clamp(Math.round(mainArea / 80) - 1, 0, 12);
  } else if (family === 'industrial') {
    bathrooms = clamp(Math.round(mainArea / 1200) + 1, 1, 12);
    parkingSpaces = clamp(Math.round(mainArea / 400), 2, 40);
  }

  // Garden and amenities
  const hasGarden = dice.chance(gardenOdds[family]);
  const amenities: Amenity[] = [];
  if (hasGarden) amenities.push('jardin');
  for (const [amenity, odds] of amenityOdds[family]) if (dice.chance(odds)) amenities.push(amenity);
  if (market.coastal && family !== 'office' && family !== 'industrial' && family !== 'retail') {
    for (const [amenity, odds] of coastalOdds) if (dice.chance(odds)) amenities.push(amenity);
  }
  const seaView = amenities.includes('vista_al_mar');

  // Price: the market's reference price per m², scaled by type, size and a little noise
  const landDiscount = propertyType === 'terreno' ? (500 / mainArea) ** 0.35 : 1;
  let value = mainArea * market.pricePerM2 * profile.priceFactor * landDiscount * dice.between(0.8, 1.25);
  if (family === 'house' && landArea !== null) value += landArea * market.pricePerM2 * 0.12;
  if (seaView) value *= 1.2;
  // The remate's discount is drawn once so the description quotes the discount actually applied.
  const remateDiscount = dice.between(0.25, 0.35);
  let price: number;
  if (operationType === 'rentar') {
    const monthlyYield = family === 'industrial' ? dice.between(0.0075, 0.0095) : family === 'office' || family === 'retail' ? dice.between(0.0065, 0.0085) : dice.between(0.004, 0.0055);
    price = roundRent(value * monthlyYield);
  } else if (operationType === 'remate') {
    price = roundPrice(value * (1 - remateDiscount));
  } else if (operationType === 'desarrollo') {
    price = roundPrice(value * dice.between(0.85, 0.95));
  } else {
    price = roundPrice(value);
  }

  const newBuild = operationType === 'desarrollo' || propertyType === 'desarrollo';
  const ageYears = land ? null : newBuild ? 0 : Math.floor(dice.next() ** 2 * 45);
  const sharedCosts = family === 'apartment' || family === 'development' || propertyType === 'casa_condominio';
  const maintenanceFee = sharedCosts
    ? Math.round((mainArea * dice.between(35, 70)) / 100) * 100
    : family === 'office'
      ? Math.round((mainArea * dice.between(40, 80)) / 100) * 100
      : null;

  // Title
  const adjective =
    family === 'land'
      ? dice.pick(landAdjectives)
      : family === 'development'
        ? dice.pick(developmentAdjectives)
        : dice.pick(family === 'house' || family === 'apartment' ? homeAdjectives : businessAdjectives)[noun.gender === 'f' ? 0 : 1];
  const featureOptions: string[] = [];
  if (seaView) featureOptions.push('con vista al mar');
  if (amenities.includes('alberca') && family !== 'land') featureOptions.push('con alberca');
  if (hasGarden && family !== 'development') featureOptions.push('con jardín');
  if (amenities.includes('roof_garden')) featureOptions.push('con roof garden');
  if (amenities.includes('campo_de_golf')) featureOptions.push('junto al campo de golf');
  if (family === 'industrial') featureOptions.push('con andenes', 'con patio de maniobras');
  // "Desarrollo con amenidades con alberca" reads badly: one "con" per title.
  const feature = featureOptions.length > 0 && !adjective.startsWith('con ') && dice.chance(0.6) ? ` ${dice.pick(featureOptions)}` : '';
  const titlePlace = dice.chance(0.5) || colonia.startsWith('Centro') || colonia.startsWith('Zona ') ? place : colonia;
  const tail = noun.tail ? ` ${noun.tail}` : '';
  const described = `${noun.head} ${adjective}${tail}`;
  const title =
    operationType === 'remate'
      ? `${noun.head}${tail} en remate bancario en ${titlePlace}`
      : operationType === 'desarrollo' && propertyType !== 'desarrollo'
        ? `${described} en preventa en ${titlePlace}`
        : operationType === 'rentar'
          ? `${described}${feature} en renta en ${titlePlace}`
          : `${described}${feature} en ${titlePlace}`;

  // Description
  const article = indefinite(noun.gender);
  const describedLower = lowerFirst(described);
  const area =
    family === 'house' || family === 'industrial'
      ? `${grouped(mainArea)} m² de construcción sobre un terreno de ${grouped(landArea ?? mainArea)} m²`
      : family === 'land'
        ? `${grouped(mainArea)} m² de superficie`
        : `${grouped(mainArea)} m² ${family === 'office' ? 'rentables' : 'construidos'}`;
  const sentences: string[] = [];
  if (operationType === 'remate') {
    const offered = noun.gender === 'f' ? 'ofrecida' : 'ofrecido';
    sentences.push(`Remate bancario: ${article} ${lowerFirst(noun.head)}${tail} en ${place}, con ${area}, ${offered} alrededor de ${Math.round(remateDiscount * 100)}% por debajo de su valor comercial.`);
  } else if (operationType === 'desarrollo') {
    sentences.push(
      family === 'land'
        ? `Preventa en ${place}: ${article} ${describedLower} de ${grouped(mainArea)} m² dentro de un desarrollo de ${dice.int(12, 240)} lotes.`
        : family === 'development'
          ? `Preventa en ${place}: ${article} ${describedLower} con unidades desde ${grouped(mainArea)} m², dentro de un proyecto de ${dice.int(8, 120)} unidades.`
          : `Preventa en ${place}: ${article} ${describedLower} de ${grouped(mainArea)} m², dentro de un proyecto de ${dice.int(8, 120)} unidades.`,
    );
  } else if (operationType === 'rentar') {
    sentences.push(dice.chance(0.5) ? `Se renta ${article} ${describedLower} en ${place}, con ${area}.` : `En renta en ${place}: ${article} ${describedLower} con ${area}.`);
  } else {
    const opening = dice.int(0, 2);
    const namedColonia = place.includes(',');
    sentences.push(
      opening === 1
        ? `En ${place}${namedColonia ? ',' : ''} se vende ${article} ${describedLower} con ${area}.`
        : opening === 2 && namedColonia
          ? `Se vende ${article} ${describedLower} en ${colonia}, una de las zonas más buscadas de ${market.city}, con ${area}.`
          : `${described} en ${place}, con ${area}.`,
    );
  }

  if (family === 'house' || family === 'apartment' || family === 'development') {
    const rooms = counted(bedrooms, 'f', 'recámara', 'recámaras');
    const baths = counted(bathrooms, 'm', 'baño completo', 'baños completos');
    const halves = halfBathrooms > 0 ? counted(halfBathrooms, 'm', 'medio baño', 'medios baños') : '';
    const subject = family === 'development' ? 'La unidad tipo cuenta con' : 'Cuenta con';
    sentences.push(
      dice.chance(0.5)
        ? `${subject} ${rooms}, ${baths}${halves ? `, ${halves}` : ''} y ${counted(parkingSpaces, 'm', 'cajón', 'cajones')} de estacionamiento.`
        : `${family === 'development' ? 'Cada unidad tipo distribuye' : 'Distribuye'} ${halves ? `${rooms}, ${baths} y ${halves}` : `${rooms} y ${baths}`}, con estacionamiento para ${counted(parkingSpaces, 'm', 'auto', 'autos')}.`,
    );
  } else if (family === 'land') {
    sentences.push(`Terreno ${dice.pick(['plano', 'con ligera pendiente', 'de forma regular'])} con ${dice.pick(landServices)}, ideal para ${dice.pick(landUses)}.`);
  } else if (family === 'office') {
    sentences.push(`Se entrega ${dice.pick(officeFinishes)}, con ${counted(parkingSpaces, 'm', 'cajón', 'cajones')} de estacionamiento.`);
  } else if (family === 'retail') {
    sentences.push(`Tiene ${dice.int(4, 18)} metros de frente a la calle y es ideal para ${dice.pick(retailUses)}.`);
  } else {
    sentences.push(`Altura libre de ${dice.int(7, 14)} metros, ${counted(dice.int(1, 12), 'm', 'andén', 'andenes')} y oficinas administrativas; ideal para ${dice.pick(industrialUses)}.`);
  }

  const highlighted = amenities.slice(0, 5).map((amenity) => amenityPhrases[amenity]);
  if (highlighted.length > 0) {
    const lead = dice.pick(highlighted.length > 1 ? ['Entre sus amenidades destacan', 'Incluye', 'Ofrece además'] : ['Incluye', 'Ofrece además']);
    sentences.push(`${lead} ${listPhrase(highlighted)}.`);
  }

  const landmark = dice.pick(market.landmarks);
  const nearLandmark = `a unos minutos ${fromPlace(landmark)}`;
  if (operationType === 'desarrollo') sentences.push(`Entrega estimada en ${dice.pick(deliveryYears)}, ${nearLandmark}.`);
  else if (operationType === 'remate') sentences.push(`Operación de contado, ${nearLandmark}.`);
  else sentences.push(dice.chance(0.5) ? `Se encuentra ${nearLandmark}.` : `${capitalise(nearLandmark)}, con servicios y restaurantes a la mano.`);

  // Address and coordinates stay near the market's centre
  const unit = family === 'apartment' || family === 'development' ? `, depto. ${dice.int(1, 25)}0${dice.int(1, 4)}` : '';
  const address = `${dice.pick(streets)} ${dice.int(10, 3999)}${unit}`;
  const latitude = roundCoordinate(clamp(market.latitude + dice.between(-0.04, 0.04), 14, 33));
  const longitude = roundCoordinate(clamp(market.longitude + dice.between(-0.04, 0.04), -119, -86));

  const photos = photosFor(dice, {
    family,
    hasPool: amenities.includes('alberca'),
    hasGarden,
    seaView,
    cdmx: market.state === 'Ciudad de México',
  });

  return {
    title,
    description: sentences.join(' '),
    operationType,
    propertyType,
    status: statusFor(dice, operationType),
    state: market.state,
    city: market.city,
    colonia,
    address,
    price,
    bedrooms,
    bathrooms,
    halfBathrooms,
    parkingSpaces,
    landArea,
    buildingArea,
    hasGarden,
    amenities,
    maintenanceFee,
    ageYears,
    latitude,
    longitude,
    // The index keeps slugs unique however often a title repeats.
    slug: `${slugify(title)}-${index + 1}`,
    photos,
  };
}

/** `count` listings from `seed`, one at a time, so a million never sit in memory together. */
export function* generateProperties(count: number, seed = 1): Generator<SeedProperty> {
  for (let index = 0; index < count; index++) yield generateProperty(index, seed);
}

/** The same listings in arrays of `batchSize`, ready for multi-row inserts. */
export function* generatePropertyBatches(count: number, batchSize: number, seed = 1): Generator<SeedProperty[]> {
  for (let start = 0; start < count; start += batchSize) {
    const batch: SeedProperty[] = [];
    for (let index = start; index < Math.min(count, start + batchSize); index++) batch.push(generateProperty(index, seed));
    yield batch;
  }
}
