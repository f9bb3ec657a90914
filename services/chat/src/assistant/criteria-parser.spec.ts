import { describe, expect, it } from '@jest/globals';
import { parseCriteria, type ParsedCriteria } from './criteria-parser.js';

// What a Mexican visitor writes, and what the assistant must understand of it. Each row is the whole expectation:
// a key absent from it must be absent from the result.
const phrases: Array<[string, ParsedCriteria]> = [
  // The issue's own examples.
  ['busco casa en renta en Polanco con 3 recámaras hasta 80 mil', { propertyType: 'casa', operationType: 'rentar', location: 'Polanco', bedrooms: 3, maxPrice: 80_000 }],
  ['¿tienen terrenos en Tulum?', { propertyType: 'terreno', location: 'Tulum' }],
  ['depa en la Condesa de 2 a 3 millones', { propertyType: 'departamento', location: 'Condesa', minPrice: 2_000_000, maxPrice: 3_000_000 }],
  ['algo con alberca en Cancún', { location: 'Cancún' }],
  // Budgets.
  ['casa de un millón y medio', { propertyType: 'casa', maxPrice: 1_500_000 }],
  ['entre 1 y 2 millones', { minPrice: 1_000_000, maxPrice: 2_000_000 }],
  ['tengo 12 mdp', { maxPrice: 12_000_000 }],
  ['hasta 12mdp', { maxPrice: 12_000_000 }],
  ['presupuesto de 5 millones', { maxPrice: 5_000_000 }],
  ['hasta $3,500,000', { maxPrice: 3_500_000 }],
  ['máximo 2.5 millones', { maxPrice: 2_500_000 }],
  ['menos de 4 millones', { maxPrice: 4_000_000 }],
  ['más de 20 millones', { minPrice: 20_000_000 }],
  ['desde 8 millones', { minPrice: 8_000_000 }],
  ['mínimo 600 mil', { minPrice: 600_000 }],
  ['alrededor de 10 millones', { minPrice: 9_000_000, maxPrice: 11_000_000 }],
  ['unos 50 mil al mes', { minPrice: 45_000, maxPrice: 55_000, operationType: 'rentar' }],
  ['dos y medio millones', { maxPrice: 2_500_000 }],
  ['ochocientos mil pesos', { maxPrice: 800_000 }],
  ['500k', { maxPrice: 500_000 }],
  ['de 900 mil a 1.2 millones', { minPrice: 900_000, maxPrice: 1_200_000 }],
  ['entre 40 y 60 mil de renta', { minPrice: 40_000, maxPrice: 60_000, operationType: 'rentar' }],
  ['un millón doscientos mil', { maxPrice: 1_200_000 }],
  ['hasta 42 millones', { maxPrice: 42_000_000 }],
  ['veinte millones', { maxPrice: 20_000_000 }],
  ['hasta 1.200.000', { maxPrice: 1_200_000 }],
  ['de 3 a 5 mdp', { minPrice: 3_000_000, maxPrice: 5_000_000 }],
  ['no más de 35 mil mensuales', { maxPrice: 35_000, operationType: 'rentar' }],
  ['por debajo de 7 millones', { maxPrice: 7_000_000 }],
  ['arriba de 15 millones', { minPrice: 15_000_000 }],
  ['$2,800,000', { maxPrice: 2_800_000 }],
  ['presupuesto 2-3 millones', { minPrice: 2_000_000, maxPrice: 3_000_000 }],
  ['cincuenta mil', { maxPrice: 50_000 }],
  ['tres millones y medio', { maxPrice: 3_500_000 }],
  // Operations.
  ['quiero rentar un departamento', { operationType: 'rentar', propertyType: 'departamento' }],
  ['busco casa en venta', { operationType: 'comprar', propertyType: 'casa' }],
  ['quiero comprar', { operationType: 'comprar' }],
  ['alquiler de oficina', { operationType: 'rentar', propertyType: 'oficina' }],
  ['remates bancarios en Jalisco', { operationType: 'remate', state: 'Jalisco' }],
  ['algo en preventa en Tulum', { operationType: 'desarrollo', location: 'Tulum' }],
  ['departamentos para estrenar', { operationType: 'desarrollo', propertyType: 'departamento' }],
  ['casas adjudicadas', { operationType: 'remate', propertyType: 'casa' }],
  ['quiero invertir en Mérida', { operationType: 'comprar', location: 'Mérida' }],
  // Types.
  ['casa sola en Zapopan', { propertyType: 'casa', location: 'Zapopan' }],
  ['penthouse en Santa Fe', { propertyType: 'departamento', location: 'Santa Fe' }],
  ['un loft en la Roma', { propertyType: 'departamento', location: 'Roma' }],
  ['local comercial en Monterrey', { propertyType: 'local_comercial', location: 'Monterrey' }],
  ['un local en Puebla', { propertyType: 'local', location: 'Puebla' }],
  ['bodega en Apodaca', { propertyType: 'bodega', location: 'Apodaca' }],
  ['nave industrial en Nuevo León', { propertyType: 'nave_industrial', state: 'Nuevo León' }],
  ['casa en condominio en Juriquilla', { propertyType: 'casa_condominio', location: 'Juriquilla' }],
  ['lote en Valle de Bravo', { propertyType: 'terreno', location: 'Valle de Bravo' }],
  ['oficinas en renta en Polanco', { propertyType: 'oficina', operationType: 'rentar', location: 'Polanco' }],
  ['condominio en Playa del Carmen', { propertyType: 'condominio', location: 'Playa del Carmen' }],
  ['residencia en San Pedro', { propertyType: 'casa', location: 'san pedro' }],
  ['villa en Punta Mita', { propertyType: 'casa', location: 'Punta Mita' }],
  ['depto de 2 recámaras', { propertyType: 'departamento', bedrooms: 2 }],
  // Typos and missing accents.
  ['departameto en polanco', { propertyType: 'departamento', location: 'Polanco' }],
  ['casa en cancun', { propertyType: 'casa', location: 'Cancún' }],
  ['terreno en merida', { propertyType: 'terreno', location: 'Mérida' }],
  ['casa en queretaro', { propertyType: 'casa', location: 'Querétaro' }],
  ['algo en Tulúm', { location: 'Tulum' }],
  ['depa en la condesa', { propertyType: 'departamento', location: 'Condesa' }],
  ['casa en Guadalajra', { propertyType: 'casa', location: 'Guadalajara' }],
  ['CASA EN POLANCO', { propertyType: 'casa', location: 'Polanco' }],
  // States.
  ['casas en Yucatán', { propertyType: 'casa', state: 'Yucatán' }],
  ['algo en CDMX', { state: 'Ciudad de México' }],
  ['depa en Quintana Roo', { propertyType: 'departamento', state: 'Quintana Roo' }],
  ['terreno en Baja California Sur', { propertyType: 'terreno', state: 'Baja California Sur' }],
  ['casa en el Estado de México', { propertyType: 'casa', state: 'Estado de México' }],
  ['casa en Nayarit con jardín', { propertyType: 'casa', state: 'Nayarit', hasGarden: true }],
  ['en Guanajuato', { location: 'Guanajuato' }],
  // Rooms.
  ['3 recámaras y 2 baños', { bedrooms: 3, bathrooms: 2 }],
  ['tres recamaras', { bedrooms: 3 }],
  ['de 2 a 3 recámaras', { bedrooms: 2 }],
  ['4 habitaciones', { bedrooms: 4 }],
  ['con 2 estacionamientos', { parkingSpaces: 2 }],
  ['2 cajones de estacionamiento', { parkingSpaces: 2 }],
  ['casa con 5 recámaras y jardín en Cuernavaca', { propertyType: 'casa', bedrooms: 5, hasGarden: true, location: 'Cuernavaca' }],
  ['al menos 3 baños', { bathrooms: 3 }],
  ['depa de 1 recámara en renta hasta 25 mil', { propertyType: 'departamento', bedrooms: 1, operationType: 'rentar', maxPrice: 25_000 }],
  // Combinations.
  ['busco casa con jardín en Querétaro de 4 a 6 millones con 3 recámaras', { propertyType: 'casa', hasGarden: true, location: 'Querétaro', minPrice: 4_000_000, maxPrice: 6_000_000, bedrooms: 3 }],
  ['quiero rentar depa en Zapopan máximo 30 mil', { operationType: 'rentar', propertyType: 'departamento', location: 'Zapopan', maxPrice: 30_000 }],
  ['terreno en Los Cabos hasta 9 mdp', { propertyType: 'terreno', location: 'Los Cabos', maxPrice: 9_000_000 }],
  ['casa en San Miguel de Allende con 4 recámaras', { propertyType: 'casa', location: 'San Miguel de Allende', bedrooms: 4 }],
  ['depa con 2 baños en Puerto Vallarta entre 3 y 4 millones', { propertyType: 'departamento', bathrooms: 2, location: 'Puerto Vallarta', minPrice: 3_000_000, maxPrice: 4_000_000 }],
  ['casa en renta en Valle Oriente', { propertyType: 'casa', operationType: 'rentar', location: 'Valle Oriente' }],
  // A budget after another criterion, and place + feature + operation in any order.
  ['casa en Polanco hasta 80 mil', { propertyType: 'casa', location: 'Polanco', maxPrice: 80_000 }],
  ['depa en Tulum 30 mil al mes', { propertyType: 'departamento', location: 'Tulum', maxPrice: 30_000, operationType: 'rentar' }],
  ['casa con jardín en Coyoacán en venta', { propertyType: 'casa', hasGarden: true, location: 'Coyoacán', operationType: 'comprar' }],
  ['en venta casa con jardín en Coyoacán', { propertyType: 'casa', hasGarden: true, location: 'Coyoacán', operationType: 'comprar' }],
  ['renta en Tulum depa con 2 recámaras por 40 mil', { operationType: 'rentar', location: 'Tulum', propertyType: 'departamento', bedrooms: 2, maxPrice: 40_000 }],
  ['casa en Tulum con 3 recámaras y 2 baños por 5 millones', { propertyType: 'casa', location: 'Tulum', bedrooms: 3, bathrooms: 2, maxPrice: 5_000_000 }],
  ['depa en renta Condesa 25 mil', { propertyType: 'departamento', operationType: 'rentar', location: 'Condesa', maxPrice: 25_000 }],
  ['terreno en venta en Mérida, presupuesto 3 millones', { propertyType: 'terreno', operationType: 'comprar', location: 'Mérida', maxPrice: 3_000_000 }],
  ['3 recámaras en Polanco, 12 millones', { bedrooms: 3, location: 'Polanco', maxPrice: 12_000_000 }],
  ['casa con jardín en renta en Cuernavaca', { propertyType: 'casa', hasGarden: true, operationType: 'rentar', location: 'Cuernavaca' }],
  ['Polanco, depa en renta con 2 estacionamientos', { location: 'Polanco', propertyType: 'departamento', operationType: 'rentar', parkingSpaces: 2 }],
  ['quiero comprar en Lomas de Chapultepec una casa con jardín de 40 millones', { operationType: 'comprar', location: 'Lomas de Chapultepec', propertyType: 'casa', hasGarden: true, maxPrice: 40_000_000 }],
  ['oficina en renta en Santa Fe de 100 mil', { propertyType: 'oficina', operationType: 'rentar', location: 'Santa Fe', maxPrice: 100_000 }],
  ['casa en Querétaro con alberca, 6 millones', { propertyType: 'casa', location: 'Querétaro', maxPrice: 6_000_000 }],
  ['depa amueblado en renta en Playa del Carmen por 35,000 al mes', { propertyType: 'departamento', operationType: 'rentar', location: 'Playa del Carmen', maxPrice: 35_000 }],
  ['nave industrial en renta en Apodaca de 2 millones', { propertyType: 'nave_industrial', operationType: 'rentar', location: 'Apodaca', maxPrice: 2_000_000 }],
  ['casa en venta con 4 recámaras en Zapopan hasta 9 mdp', { propertyType: 'casa', operationType: 'comprar', bedrooms: 4, location: 'Zapopan', maxPrice: 9_000_000 }],
  ['un terreno en Tulum de 1.5 millones', { propertyType: 'terreno', location: 'Tulum', maxPrice: 1_500_000 }],
  // Place names without their small words, and English (a foreign visitor renting in Tulum).
  ['casa en Lomas Chapultepec', { propertyType: 'casa', location: 'Lomas de Chapultepec' }],
  ['Bosques Lomas con jardín', { location: 'Bosques de las Lomas', hasGarden: true }],
  ['house for rent in Tulum', { propertyType: 'casa', operationType: 'rentar', location: 'Tulum' }],
  ['apartment to buy in Playa del Carmen with 2 bedrooms', { propertyType: 'departamento', operationType: 'comprar', location: 'Playa del Carmen', bedrooms: 2 }],
  ['land for sale in Mérida', { propertyType: 'terreno', operationType: 'comprar', location: 'Mérida' }],
  // Nothing to search with.
  ['hola', {}],
  ['buenas tardes', {}],
  ['¿cuál es su horario?', {}],
  ['gracias', {}],
  ['somos 4 personas', {}],
];

describe('parseCriteria', () => {
  it('has at least 80 phrases', () => {
    expect(phrases.length).toBeGreaterThanOrEqual(80);
  });

  it.each(phrases)('%s', (text, expected) => {
    expect(parseCriteria(text)).toEqual(expected);
  });
});
