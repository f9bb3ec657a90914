import { libraryPhoto, toSeedPhoto, type PhotoCategory } from './photo-library.js';
import { slugify } from '@prestigio/contracts';
import type { SeedProperty } from './seed-property.js';

export type { SeedProperty } from './seed-property.js';

type PhotoPick = readonly [PhotoCategory, number];
type HandWrittenProperty = Omit<SeedProperty, 'slug' | 'photos'> & { photos: readonly PhotoPick[] };

/** The slug comes from the title so the two never drift apart; photos are picked from the library by position. */
function listing({ photos, ...fields }: HandWrittenProperty): SeedProperty {
  return {
    ...fields,
    slug: slugify(fields.title),
    photos: photos.map(([category, index]) => toSeedPhoto(libraryPhoto(category, index))),
  };
}

/**
 * The agency's hand-written catalogue: prestige listings across Mexico, written the way the agency presents them.
 * Prices are whole MXN (rents per month, remates about 30% below market, developments at their starting price);
 * addresses are private and only agents see them. Seeders insert it idempotently by slug.
 */
export const demoProperties: SeedProperty[] = [
  // ── Ciudad de México ──────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Residencia contemporánea en Lomas de Chapultepec',
    description:
      'Sobre una de las calles arboladas más tranquilas de Lomas de Chapultepec, esta residencia de arquitectura contemporánea se abre a un jardín de 400 m² con árboles maduros. La planta baja integra sala de doble altura, comedor para doce personas y cocina con isla de cuarzo; arriba, cinco recámaras con vestidor y baño propio. Cava climatizada, gimnasio y cuarto de servicio doble completan una casa pensada para recibir. A cinco minutos de Paseo de la Reforma y del Bosque de Chapultepec.',
    operationType: 'comprar', propertyType: 'casa', status: 'destacado',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Lomas de Chapultepec', address: 'Monte Líbano 1180',
    price: 68_500_000, bedrooms: 5, bathrooms: 6, halfBathrooms: 2, parkingSpaces: 6,
    landArea: 1250, buildingArea: 1080, hasGarden: true,
    amenities: ['jardin', 'cava', 'gimnasio', 'cuarto_de_servicio', 'seguridad_24h', 'chimenea', 'terraza'],
    maintenanceFee: null, ageYears: 6, latitude: 19.4235, longitude: -99.219,
    photos: [['house_exterior', 0], ['interior_living', 0], ['kitchen', 1], ['garden', 1], ['bedroom', 2]],
  }),
  listing({
    title: 'Penthouse con terraza panorámica en Polanco',
    description:
      'Penthouse de 420 m² en el último piso de un edificio boutique sobre Campos Elíseos, con terraza privada de 110 m² que mira hacia el Bosque de Chapultepec y el Auditorio Nacional. Tres recámaras en suite, estudio y una estancia con ventanales de piso a techo que reciben luz durante todo el día. El edificio ofrece elevador privado, gimnasio, seguridad las 24 horas y tres cajones con bodega.',
    operationType: 'comprar', propertyType: 'departamento', status: 'destacado',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Polanco', address: 'Campos Elíseos 215, PH',
    price: 38_900_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 3,
    landArea: null, buildingArea: 420, hasGarden: false,
    amenities: ['terraza', 'elevador', 'gimnasio', 'seguridad_24h', 'bodega', 'cuarto_de_servicio'],
    maintenanceFee: 28_000, ageYears: 4, latitude: 19.429, longitude: -99.193,
    photos: [['apartment_penthouse', 2], ['interior_living', 6], ['skyline_mexico_city', 0], ['bedroom', 1]],
  }),
  listing({
    title: 'Departamento amueblado frente al Parque Lincoln',
    description:
      'Departamento de 210 m² totalmente amueblado, con vista directa a los espejos de agua y los jardines del Parque Lincoln. Dos recámaras con baño completo, estudio y cocina equipada con electrodomésticos alemanes; el edificio cuenta con gimnasio y vigilancia permanente. A pasos de las boutiques de Masaryk y de los mejores restaurantes de Polanco. Acepta mascotas pequeñas.',
    operationType: 'rentar', propertyType: 'departamento', status: 'disponible',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Polanco', address: 'Emilio Castelar 135, depto. 402',
    price: 95_000, bedrooms: 2, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 2,
    landArea: null, buildingArea: 210, hasGarden: false,
    amenities: ['elevador', 'gimnasio', 'seguridad_24h', 'pet_friendly', 'bodega'],
    maintenanceFee: 9_500, ageYears: 12, latitude: 19.4305, longitude: -99.199,
    photos: [['apartment_penthouse', 0], ['interior_living', 4], ['kitchen', 0]],
  }),
  listing({
    title: 'Casa en condominio con jardín privado en Bosques de las Lomas',
    description:
      'Casa de tres niveles dentro de un condominio horizontal de sólo seis residencias, con caseta de acceso y vigilancia las 24 horas. Su jardín privado de 180 m² colinda con una barranca arbolada, lo que garantiza silencio y vistas verdes desde la estancia y la recámara principal. Cuatro recámaras, family room, roof garden con asador y cuatro cajones de estacionamiento, a minutos de los colegios de Bosques y de la salida a Santa Fe.',
    operationType: 'comprar', propertyType: 'casa_condominio', status: 'disponible',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Bosques de las Lomas', address: 'Bosque de Ciruelos 190, casa 4',
    price: 27_800_000, bedrooms: 4, bathrooms: 4, halfBathrooms: 1, parkingSpaces: 4,
    landArea: 420, buildingArea: 520, hasGarden: true,
    amenities: ['jardin', 'roof_garden', 'seguridad_24h', 'cuarto_de_servicio', 'chimenea'],
    maintenanceFee: 12_000, ageYears: 9, latitude: 19.404, longitude: -99.244,
    photos: [['house_exterior', 3], ['garden', 0], ['interior_living', 5], ['kitchen', 2]],
  }),
  listing({
    title: 'Departamento con vista al bosque en Santa Fe',
    description:
      'En una torre residencial sobre avenida Vasco de Quiroga, este departamento de 180 m² mira hacia las barrancas arboladas de Santa Fe desde todas sus habitaciones. Tres recámaras, cocina abierta y balcón corrido; el conjunto ofrece alberca techada, gimnasio, área de juegos y salón de eventos. Ideal para familias que trabajan en los corporativos de la zona.',
    operationType: 'rentar', propertyType: 'departamento', status: 'rentada',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Santa Fe', address: 'Av. Vasco de Quiroga 3900, torre B, depto. 1103',
    price: 62_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 2,
    landArea: null, buildingArea: 180, hasGarden: false,
    amenities: ['alberca', 'gimnasio', 'area_de_juegos', 'salon_de_eventos', 'elevador', 'seguridad_24h'],
    maintenanceFee: 8_200, ageYears: 8, latitude: 19.363, longitude: -99.27,
    photos: [['apartment_penthouse', 3], ['pool', 2], ['bedroom', 0]],
  }),
  listing({
    title: 'Torre residencial en preventa junto al Parque La Mexicana',
    description:
      'Preventa de departamentos de dos y tres recámaras en una torre de 32 niveles junto al Parque La Mexicana, con entrega programada para el primer semestre de 2028. Cada unidad tiene cocina integral con barra, ventanales de piso a techo y balcón; el último nivel reúne alberca infinita, gimnasio y salón de usos múltiples con vista a la ciudad. Precio desde la unidad tipo de 128 m², con esquemas de pago a meses durante la obra.',
    operationType: 'desarrollo', propertyType: 'departamento', status: 'disponible',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Santa Fe', address: 'Av. Santa Fe 560',
    price: 11_200_000, bedrooms: 2, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 2,
    landArea: null, buildingArea: 128, hasGarden: false,
    amenities: ['alberca', 'gimnasio', 'salon_de_eventos', 'elevador', 'seguridad_24h', 'roof_garden', 'pet_friendly'],
    maintenanceFee: 6_800, ageYears: 0, latitude: 19.3605, longitude: -99.264,
    photos: [['apartment_penthouse', 4], ['interior_living', 1], ['pool', 1], ['skyline_mexico_city', 2]],
  }),
  listing({
    title: 'Departamento Art Déco renovado en la Condesa',
    description:
      'En un edificio Art Déco de 1936 sobre la avenida Ámsterdam, este departamento de 145 m² conserva sus pisos de encino, molduras y ventanales originales, con instalaciones y cocina completamente renovadas. Dos recámaras amplias, estudio y balcón que da al camellón arbolado. El Parque México y los cafés de la colonia están a una cuadra.',
    operationType: 'comprar', propertyType: 'departamento', status: 'disponible',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Condesa', address: 'Ámsterdam 84, depto. 3',
    price: 9_450_000, bedrooms: 2, bathrooms: 2, halfBathrooms: 0, parkingSpaces: 1,
    landArea: null, buildingArea: 145, hasGarden: false,
    amenities: ['pet_friendly', 'bodega'],
    maintenanceFee: 2_800, ageYears: 90, latitude: 19.4115, longitude: -99.1705,
    photos: [['interior_living', 7], ['apartment_penthouse', 0], ['kitchen', 2], ['bedroom', 0]],
  }),
  listing({
    title: 'Loft de doble altura en Roma Norte',
    description:
      'Loft de 110 m² con doble altura y mezzanine en un edificio de conversión sobre la calle de Colima, a tres cuadras de la Plaza Río de Janeiro. Muros de ladrillo aparente, cancelería de herrería negra y una terraza privada con vista a las azoteas de la Roma. Recámara en el mezzanine, baño completo y medio baño de visitas; incluye un cajón de estacionamiento.',
    operationType: 'comprar', propertyType: 'departamento', status: 'apartada',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Roma Norte', address: 'Colima 166, loft 5',
    price: 7_350_000, bedrooms: 1, bathrooms: 1, halfBathrooms: 1, parkingSpaces: 1,
    landArea: null, buildingArea: 110, hasGarden: false,
    amenities: ['terraza', 'roof_garden', 'pet_friendly'],
    maintenanceFee: 2_200, ageYears: 5, latitude: 19.4195, longitude: -99.1615,
    photos: [['apartment_penthouse', 1], ['interior_living', 3], ['bathroom', 1]],
  }),
  listing({
    title: 'Casona de piedra volcánica en San Ángel',
    description:
      'Casona de los años cincuenta construida en piedra volcánica y madera, escondida tras un muro de bugambilias en una calle empedrada de San Ángel. Patio central con fuente, biblioteca con chimenea y un jardín de 600 m² con jacarandas centenarias. Cinco recámaras, estudio independiente y cochera para cuatro autos, a unos pasos de la Plaza San Jacinto y del Bazar del Sábado.',
    operationType: 'comprar', propertyType: 'casa', status: 'disponible',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'San Ángel', address: 'Calle Frontera 38',
    price: 34_000_000, bedrooms: 5, bathrooms: 4, halfBathrooms: 1, parkingSpaces: 4,
    landArea: 1100, buildingArea: 620, hasGarden: true,
    amenities: ['jardin', 'chimenea', 'cuarto_de_servicio', 'cava', 'terraza'],
    maintenanceFee: null, ageYears: 72, latitude: 19.346, longitude: -99.1905,
    photos: [['house_exterior', 7], ['garden', 2], ['interior_living', 0], ['colonial_hacienda', 0]],
  }),
  listing({
    title: 'Residencia de autor en Jardines del Pedregal',
    description:
      'Residencia de una sola planta diseñada en diálogo con la roca volcánica del Pedregal, con muros de color, espejos de agua y patios interiores que evocan la arquitectura emocional de Luis Barragán. La estancia principal se abre con ventanales corredizos a un jardín de 1,200 m² con alberca de 18 metros. Cuatro recámaras en suite, estudio, gimnasio y departamento independiente para el personal.',
    operationType: 'comprar', propertyType: 'casa', status: 'disponible',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Jardines del Pedregal', address: 'Calle Fuego 860',
    price: 56_000_000, bedrooms: 4, bathrooms: 5, halfBathrooms: 2, parkingSpaces: 6,
    landArea: 2400, buildingArea: 950, hasGarden: true,
    amenities: ['alberca', 'jardin', 'gimnasio', 'cuarto_de_servicio', 'seguridad_24h', 'chimenea', 'cava'],
    maintenanceFee: null, ageYears: 22, latitude: 19.314, longitude: -99.206,
    photos: [['house_exterior', 2], ['pool', 1], ['interior_living', 2], ['garden', 1], ['bathroom', 0]],
  }),
  listing({
    title: 'Oficinas corporativas sobre Paseo de la Reforma',
    description:
      'Piso completo de 620 m² en un corporativo con certificación LEED sobre Paseo de la Reforma, a una cuadra del Ángel de la Independencia. Se entrega acondicionado con sala de juntas, catorce privados, área abierta para sesenta estaciones y comedor para el personal. El edificio cuenta con recepción, control de accesos, elevadores de alta velocidad y doce cajones de estacionamiento asignados.',
    operationType: 'rentar', propertyType: 'oficina', status: 'disponible',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Juárez', address: 'Paseo de la Reforma 296, piso 18',
    price: 285_000, bedrooms: 0, bathrooms: 4, halfBathrooms: 0, parkingSpaces: 12,
    landArea: null, buildingArea: 620, hasGarden: false,
    amenities: ['elevador', 'seguridad_24h'],
    maintenanceFee: 42_000, ageYears: 7, latitude: 19.4268, longitude: -99.1672,
    photos: [['office', 0], ['office', 3], ['office', 5], ['skyline_mexico_city', 1]],
  }),
  listing({
    title: 'Local comercial sobre avenida Presidente Masaryk',
    description:
      'Local de 280 m² a pie de calle en el tramo más exclusivo de Masaryk, con 14 metros de frente, doble altura y aparadores de cristal templado. Ideal para boutique de moda, joyería o showroom de diseño, rodeado de las marcas más prestigiosas del país. Incluye bodega en sótano y cuatro cajones de estacionamiento.',
    operationType: 'rentar', propertyType: 'local_comercial', status: 'disponible',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Polanco', address: 'Presidente Masaryk 360',
    price: 420_000, bedrooms: 0, bathrooms: 2, halfBathrooms: 0, parkingSpaces: 4,
    landArea: null, buildingArea: 280, hasGarden: false,
    amenities: ['bodega', 'seguridad_24h'],
    maintenanceFee: 18_000, ageYears: 15, latitude: 19.4318, longitude: -99.196,
    photos: [['commercial', 0], ['commercial', 1]],
  }),
  listing({
    title: 'Bodega comercial en Industrial Vallejo',
    description:
      'Bodega de 2,400 m² con andén para tres tráileres y patio de maniobras en la zona industrial de Vallejo, con salida rápida al Circuito Interior y a la autopista México–Querétaro. Altura libre de 10 metros, piso de concreto pulido con capacidad para racks, oficinas en mezzanine y subestación eléctrica propia. Una ubicación estratégica para la distribución de última milla en la capital.',
    operationType: 'comprar', propertyType: 'bodega_comercial', status: 'disponible',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Industrial Vallejo', address: 'Poniente 140 núm. 720',
    price: 32_800_000, bedrooms: 0, bathrooms: 2, halfBathrooms: 0, parkingSpaces: 10,
    landArea: 3100, buildingArea: 2400, hasGarden: false,
    amenities: ['seguridad_24h'],
    maintenanceFee: null, ageYears: 18, latitude: 19.488, longitude: -99.158,
    photos: [['warehouse_industrial', 0], ['warehouse_industrial', 1]],
  }),
  listing({
    title: 'Casa en remate bancario cerca de los Viveros de Coyoacán',
    description:
      'Casa de dos niveles en remate bancario, a cuatro cuadras de los Viveros de Coyoacán, con un precio cercano a 30% por debajo de su valor comercial. Tres recámaras, estudio, jardín trasero de 90 m² y cochera para dos autos; requiere actualizar acabados. Operación de contado con cesión de derechos, ideal para inversionistas o para quien busca vivir en el corazón de Coyoacán.',
    operationType: 'remate', propertyType: 'casa', status: 'disponible',
    state: 'Ciudad de México', city: 'Ciudad de México', colonia: 'Coyoacán', address: 'Melchor Ocampo 240',
    price: 8_900_000, bedrooms: 3, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 2,
    landArea: 240, buildingArea: 260, hasGarden: true,
    amenities: ['jardin'],
    maintenanceFee: null, ageYears: 45, latitude: 19.353, longitude: -99.171,
    photos: [['house_exterior', 5], ['garden', 1]],
  }),

  // ── Nuevo León ────────────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Residencia con vista a la Sierra Madre en San Pedro Garza García',
    description:
      'Residencia en las faldas de Chipinque con vistas abiertas a la Sierra Madre Oriental y, a lo lejos, al perfil del Cerro de la Silla. Arquitectura contemporánea en concreto aparente, madera y cantera, con sala de doble altura, cocina de chef y terraza techada junto a la alberca infinita. Cinco recámaras en suite, gimnasio, cava y sala de cine; acceso controlado las 24 horas.',
    operationType: 'comprar', propertyType: 'casa', status: 'disponible',
    state: 'Nuevo León', city: 'San Pedro Garza García', colonia: 'Residencial Chipinque', address: 'Privada Chipinque 145',
    price: 46_000_000, bedrooms: 5, bathrooms: 6, halfBathrooms: 1, parkingSpaces: 5,
    landArea: 1500, buildingArea: 1150, hasGarden: true,
    amenities: ['alberca', 'jardin', 'gimnasio', 'cava', 'seguridad_24h', 'terraza', 'cuarto_de_servicio'],
    maintenanceFee: null, ageYears: 3, latitude: 25.6215, longitude: -100.369,
    photos: [['house_exterior', 1], ['pool', 0], ['interior_living', 5], ['bedroom', 2]],
  }),
  listing({
    title: 'Departamento en torre de lujo en Valle Oriente',
    description:
      'Departamento de 240 m² en el piso 28 de una de las torres residenciales más altas de Valle Oriente, con vista al Cerro de la Silla y a la Sierra Madre. Tres recámaras con vestidor, estancia con ventanales de piso a techo y cocina abierta con isla. Amenidades de hotel: alberca semiolímpica, spa, gimnasio, salón de eventos y concierge, a pasos de los corporativos y centros comerciales de la zona.',
    operationType: 'comprar', propertyType: 'departamento', status: 'disponible',
    state: 'Nuevo León', city: 'San Pedro Garza García', colonia: 'Valle Oriente', address: 'Av. Fundadores 955, depto. 2801',
    price: 15_400_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 3,
    landArea: null, buildingArea: 240, hasGarden: false,
    amenities: ['alberca', 'spa', 'gimnasio', 'salon_de_eventos', 'elevador', 'seguridad_24h', 'bodega'],
    maintenanceFee: 14_500, ageYears: 4, latitude: 25.64, longitude: -100.356,
    photos: [['apartment_penthouse', 4], ['apartment_penthouse', 2], ['kitchen', 1], ['skyline_generic', 1]],
  }),
  listing({
    title: 'Oficina acondicionada en corporativo de Valle Oriente',
    description:
      'Oficina de 380 m² en un corporativo clase A sobre avenida Lázaro Cárdenas, con vista hacia la Sierra Madre y acceso desde un lobby con control biométrico. Se entrega con sala de consejo, ocho privados, área abierta y site de cómputo; incluye diez cajones de estacionamiento. Rodeada de bancos, hoteles y restaurantes de negocios.',
    operationType: 'rentar', propertyType: 'oficina', status: 'disponible',
    state: 'Nuevo León', city: 'San Pedro Garza García', colonia: 'Valle Oriente', address: 'Av. Lázaro Cárdenas 1000, piso 9',
    price: 165_000, bedrooms: 0, bathrooms: 4, halfBathrooms: 0, parkingSpaces: 10,
    landArea: null, buildingArea: 380, hasGarden: false,
    amenities: ['elevador', 'seguridad_24h'],
    maintenanceFee: 26_000, ageYears: 6, latitude: 25.638, longitude: -100.348,
    photos: [['office', 1], ['office', 2], ['office', 4]],
  }),
  listing({
    title: 'Casa familiar en renta en la colonia Del Valle',
    description:
      'Casa de dos plantas en una privada con vigilancia de la colonia Del Valle, a dos cuadras de la Calzada del Valle y de los colegios más reconocidos de San Pedro. Cuatro recámaras, family room, jardín con asador y cuarto de servicio con baño. Se renta sin amueblar, con contrato mínimo de un año.',
    operationType: 'rentar', propertyType: 'casa', status: 'disponible',
    state: 'Nuevo León', city: 'San Pedro Garza García', colonia: 'Del Valle', address: 'Río Missouri 520',
    price: 140_000, bedrooms: 4, bathrooms: 4, halfBathrooms: 1, parkingSpaces: 4,
    landArea: 650, buildingArea: 480, hasGarden: true,
    amenities: ['jardin', 'cuarto_de_servicio', 'seguridad_24h', 'terraza'],
    maintenanceFee: null, ageYears: 18, latitude: 25.6555, longitude: -100.367,
    photos: [['house_exterior', 4], ['garden', 2], ['interior_living', 4], ['kitchen', 0]],
  }),
  listing({
    title: 'Nave industrial en renta cerca del aeropuerto de Monterrey',
    description:
      'Nave industrial de 4,200 m² en un parque con seguridad perimetral en Apodaca, a diez minutos del Aeropuerto Internacional de Monterrey y con acceso directo a la carretera Miguel Alemán. Altura libre de 12 metros, seis andenes con rampas niveladoras, piso de 20 cm de espesor y oficinas de 300 m². Ideal para manufactura ligera o un centro de distribución hacia el mercado norteamericano.',
    operationType: 'rentar', propertyType: 'nave_industrial', status: 'disponible',
    state: 'Nuevo León', city: 'Apodaca', colonia: 'Zona Industrial Aeropuerto', address: 'Av. Industrias 415, nave 3',
    price: 395_000, bedrooms: 0, bathrooms: 4, halfBathrooms: 0, parkingSpaces: 20,
    landArea: 7500, buildingArea: 4200, hasGarden: false,
    amenities: ['seguridad_24h', 'paneles_solares'],
    maintenanceFee: null, ageYears: 5, latitude: 25.782, longitude: -100.19,
    photos: [['warehouse_industrial', 2], ['warehouse_industrial', 1], ['warehouse_industrial', 0]],
  }),
  listing({
    title: 'Casa en remate bancario en Cumbres, Monterrey',
    description:
      'Oportunidad de remate bancario en un fraccionamiento cerrado del poniente de Monterrey, con vista al Cerro de las Mitras. Casa de 260 m² con tres recámaras, estudio, sala de televisión y patio con jardín, ofrecida alrededor de 30% por debajo de su valor de mercado. Operación de contado; el interior no puede visitarse antes de la adjudicación.',
    operationType: 'remate', propertyType: 'casa', status: 'disponible',
    state: 'Nuevo León', city: 'Monterrey', colonia: 'Cumbres', address: 'Paseo de los Leones 3120',
    price: 3_900_000, bedrooms: 3, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 2,
    landArea: 200, buildingArea: 260, hasGarden: true,
    amenities: ['jardin', 'seguridad_24h'],
    maintenanceFee: null, ageYears: 12, latitude: 25.73, longitude: -100.4,
    photos: [['house_exterior', 6], ['garden', 0]],
  }),

  // ── Jalisco ───────────────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Residencia en coto privado de Puerta de Hierro',
    description:
      'Residencia de 560 m² en uno de los cotos más consolidados de Puerta de Hierro, con acceso controlado y casa club con alberca y canchas. La planta baja reúne una estancia de doble altura abierta al jardín, estudio y cocina con despensa; en la planta alta, cuatro recámaras y un family room con terraza. A cinco minutos de Andares y del Hospital Puerta de Hierro.',
    operationType: 'comprar', propertyType: 'casa_condominio', status: 'disponible',
    state: 'Jalisco', city: 'Zapopan', colonia: 'Puerta de Hierro', address: 'Blvd. Puerta de Hierro 5150, casa 12',
    price: 24_500_000, bedrooms: 4, bathrooms: 4, halfBathrooms: 2, parkingSpaces: 4,
    landArea: 480, buildingArea: 560, hasGarden: true,
    amenities: ['jardin', 'alberca', 'seguridad_24h', 'area_de_juegos', 'cuarto_de_servicio', 'terraza'],
    maintenanceFee: 9_800, ageYears: 7, latitude: 20.712, longitude: -103.418,
    photos: [['house_exterior', 8], ['interior_living', 6], ['garden', 0], ['pool', 2]],
  }),
  listing({
    title: 'Torre de departamentos en preventa frente a Andares',
    description:
      'Preventa de departamentos de dos y tres recámaras en una torre de 38 niveles frente a Andares, diseñada por un despacho tapatío con fachada de celosía de concreto. En el nivel 20, alberca con carril de nado, spa, gimnasio, coworking y terraza con asadores y vista al Bosque de la Primavera. Entrega estimada en el segundo semestre de 2027; precio de lanzamiento desde la unidad de 165 m².',
    operationType: 'desarrollo', propertyType: 'departamento', status: 'destacado',
    state: 'Jalisco', city: 'Zapopan', colonia: 'Andares', address: 'Blvd. Puerta de Hierro 4965',
    price: 12_500_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 2,
    landArea: null, buildingArea: 165, hasGarden: false,
    amenities: ['alberca', 'spa', 'gimnasio', 'terraza', 'elevador', 'seguridad_24h', 'salon_de_eventos', 'pet_friendly'],
    maintenanceFee: 8_500, ageYears: 0, latitude: 20.7105, longitude: -103.4115,
    photos: [['apartment_penthouse', 4], ['pool', 3], ['interior_living', 1], ['bedroom', 1]],
  }),
  listing({
    title: 'Departamento luminoso en Providencia, Guadalajara',
    description:
      'Departamento de 150 m² en un edificio de doce unidades sobre una calle arbolada de Providencia, a unos pasos de la avenida Rubén Darío. Dos recámaras con baño, estudio que puede ser tercera recámara y una terraza orientada al poniente para disfrutar los atardeceres tapatíos. Roof garden común con asador y dos cajones de estacionamiento.',
    operationType: 'comprar', propertyType: 'departamento', status: 'disponible',
    state: 'Jalisco', city: 'Guadalajara', colonia: 'Providencia', address: 'Calle Montevideo 2855, depto. 402',
    price: 6_850_000, bedrooms: 2, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 2,
    landArea: null, buildingArea: 150, hasGarden: false,
    amenities: ['roof_garden', 'elevador', 'terraza', 'pet_friendly'],
    maintenanceFee: 3_200, ageYears: 3, latitude: 20.695, longitude: -103.388,
    photos: [['apartment_penthouse', 0], ['interior_living', 2], ['bathroom', 1]],
  }),
  listing({
    title: 'Villa con vista a la Bahía de Banderas en Conchas Chinas',
    description:
      'Villa escalonada sobre la ladera de Conchas Chinas, con vista de 180 grados a la Bahía de Banderas y acceso a pie a la playa por un andador privado. Cuatro niveles con palapa, alberca infinita, cinco recámaras con terraza propia y una cocina abierta al comedor exterior. A diez minutos del malecón y de la Zona Romántica de Puerto Vallarta.',
    operationType: 'comprar', propertyType: 'casa', status: 'disponible',
    state: 'Jalisco', city: 'Puerto Vallarta', colonia: 'Conchas Chinas', address: 'Carretera a Barra de Navidad km 2.5',
    price: 32_000_000, bedrooms: 5, bathrooms: 5, halfBathrooms: 1, parkingSpaces: 3,
    landArea: 900, buildingArea: 720, hasGarden: false,
    amenities: ['alberca', 'vista_al_mar', 'terraza', 'acceso_a_playa', 'cuarto_de_servicio'],
    maintenanceFee: null, ageYears: 14, latitude: 20.59, longitude: -105.242,
    photos: [['beachfront', 2], ['beachfront', 1], ['interior_living', 6], ['bedroom', 2]],
  }),
  listing({
    title: 'Departamento frente a los muelles de Marina Vallarta',
    description:
      'Departamento de 130 m² con balcón sobre los muelles de Marina Vallarta, donde los veleros atracan a unos metros de la sala. Dos recámaras, cocina equipada y acceso a un conjunto con alberca, gimnasio y seguridad permanente. El campo de golf, los restaurantes de la marina y el aeropuerto quedan a menos de diez minutos.',
    operationType: 'rentar', propertyType: 'departamento', status: 'disponible',
    state: 'Jalisco', city: 'Puerto Vallarta', colonia: 'Marina Vallarta', address: 'Paseo de la Marina 245, depto. 302',
    price: 45_000, bedrooms: 2, bathrooms: 2, halfBathrooms: 0, parkingSpaces: 1,
    landArea: null, buildingArea: 130, hasGarden: false,
    amenities: ['alberca', 'gimnasio', 'seguridad_24h', 'elevador', 'campo_de_golf'],
    maintenanceFee: 5_500, ageYears: 16, latitude: 20.665, longitude: -105.253,
    photos: [['apartment_penthouse', 3], ['pool', 2], ['kitchen', 2]],
  }),
  listing({
    title: 'Bodega comercial junto al aeropuerto de Guadalajara',
    description:
      'Bodega de 2,800 m² en el corredor industrial de El Salto, a cinco minutos del Aeropuerto Internacional de Guadalajara y con acceso a la autopista a Chapala. Cuenta con cuatro andenes, patio de maniobras para tráileres de 53 pies, oficinas administrativas y vigilancia las 24 horas. Opción de crecimiento en el terreno contiguo.',
    operationType: 'rentar', propertyType: 'bodega_comercial', status: 'disponible',
    state: 'Jalisco', city: 'El Salto', colonia: 'Parque Industrial El Salto', address: 'Carretera a El Salto km 13.5, bodega 7',
    price: 180_000, bedrooms: 0, bathrooms: 2, halfBathrooms: 0, parkingSpaces: 8,
    landArea: 4200, buildingArea: 2800, hasGarden: false,
    amenities: ['seguridad_24h'],
    maintenanceFee: null, ageYears: 10, latitude: 20.528, longitude: -103.25,
    photos: [['warehouse_industrial', 1], ['warehouse_industrial', 0]],
  }),
  listing({
    title: 'Casa con vista al Lago de Chapala en Ajijic',
    description:
      'Casa de estilo mexicano con muros de adobe, vigas de madera y bóvedas de ladrillo, en la parte alta de Ajijic con vista al Lago de Chapala. Tres recámaras, terraza techada con chimenea exterior y un jardín con árboles frutales y alberca climatizada. El clima templado todo el año y el malecón de Ajijic a cinco minutos la hacen ideal para vivir o para el retiro.',
    operationType: 'comprar', propertyType: 'casa', status: 'disponible',
    state: 'Jalisco', city: 'Chapala', colonia: 'Ajijic', address: 'Calle Ocampo 87',
    price: 8_400_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 0, parkingSpaces: 2,
    landArea: 800, buildingArea: 320, hasGarden: true,
    amenities: ['jardin', 'alberca', 'chimenea', 'terraza'],
    maintenanceFee: null, ageYears: 20, latitude: 20.302, longitude: -103.263,
    photos: [['house_exterior', 6], ['pool', 0], ['garden', 2], ['interior_living', 7]],
  }),

  // ── Quintana Roo ──────────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Villa frente al mar en Bahía Solimán, Tulum',
    description:
      'Villa de cuatro recámaras sobre la arena blanca de Bahía Solimán, una caleta al norte de Tulum donde el arrecife mantiene el mar en calma. Construida con chukum, madera de tzalam y piedra local, se abre a una terraza con alberca infinita y palapa frente al Caribe. Paneles solares y planta de tratamiento permiten vivirla con bajo impacto; el pueblo de Tulum y la zona arqueológica quedan a quince minutos.',
    operationType: 'comprar', propertyType: 'casa', status: 'destacado',
    state: 'Quintana Roo', city: 'Tulum', colonia: 'Bahía Solimán', address: 'Camino a Bahía Solimán, lote 14',
    price: 42_000_000, bedrooms: 4, bathrooms: 4, halfBathrooms: 1, parkingSpaces: 3,
    landArea: 1200, buildingArea: 560, hasGarden: true,
    amenities: ['alberca', 'vista_al_mar', 'acceso_a_playa', 'paneles_solares', 'terraza', 'jardin'],
    maintenanceFee: null, ageYears: 4, latitude: 20.282, longitude: -87.378,
    photos: [['beachfront', 1], ['pool', 0], ['interior_living', 1], ['bedroom', 0], ['beachfront', 3]],
  }),
  listing({
    title: 'Departamentos en preventa entre la selva de Aldea Zamá',
    description:
      'Preventa de departamentos de una y dos recámaras en un conjunto de baja densidad rodeado de selva en Aldea Zamá, a diez minutos en bicicleta de la playa. Cada unidad tiene terraza con tina de inmersión y acabados de chukum y madera; el conjunto suma roof garden con alberca, gimnasio y jardín de especies nativas. Entrega a finales de 2027, con administración para renta vacacional disponible.',
    operationType: 'desarrollo', propertyType: 'departamento', status: 'disponible',
    state: 'Quintana Roo', city: 'Tulum', colonia: 'Aldea Zamá', address: 'Av. Kukulkán, Aldea Zamá, lote 52',
    price: 5_900_000, bedrooms: 2, bathrooms: 2, halfBathrooms: 0, parkingSpaces: 1,
    landArea: null, buildingArea: 98, hasGarden: false,
    amenities: ['roof_garden', 'alberca', 'gimnasio', 'terraza', 'seguridad_24h', 'pet_friendly'],
    maintenanceFee: 4_200, ageYears: 0, latitude: 20.2, longitude: -87.475,
    photos: [['apartment_penthouse', 2], ['pool', 3], ['interior_living', 2]],
  }),
  listing({
    title: 'Terreno residencial en La Veleta, Tulum',
    description:
      'Terreno de 600 m² con uso de suelo habitacional en La Veleta, la zona de mayor crecimiento de Tulum, sobre calle pavimentada con luz y agua a pie de lote. Vegetación de selva baja bien conservada y topografía plana, ideal para una villa privada o un pequeño proyecto de renta vacacional. Escrituras en orden, listo para construir.',
    operationType: 'comprar', propertyType: 'terreno_lote', status: 'disponible',
    state: 'Quintana Roo', city: 'Tulum', colonia: 'La Veleta', address: 'Calle 10 Sur, manzana 12, lote 21',
    price: 4_500_000, bedrooms: 0, bathrooms: 0, halfBathrooms: 0, parkingSpaces: 0,
    landArea: 600, buildingArea: null, hasGarden: false,
    amenities: [],
    maintenanceFee: null, ageYears: null, latitude: 20.2, longitude: -87.46,
    photos: [['land_lot', 1], ['land_lot', 0]],
  }),
  listing({
    title: 'Penthouse a pasos de la Quinta Avenida en Playa del Carmen',
    description:
      'Penthouse de 165 m² a una cuadra de la playa y a dos de la Quinta Avenida, con roof garden privado, jacuzzi y vista al Caribe y a la isla de Cozumel. Dos recámaras en suite, cocina abierta y terraza techada para comer al aire libre. El edificio, de sólo diez unidades, tiene alberca en planta baja y administración para renta vacacional.',
    operationType: 'comprar', propertyType: 'departamento', status: 'disponible',
    state: 'Quintana Roo', city: 'Playa del Carmen', colonia: 'Centro', address: 'Calle 38 Norte 115, PH 3',
    price: 9_800_000, bedrooms: 2, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 1,
    landArea: null, buildingArea: 165, hasGarden: false,
    amenities: ['roof_garden', 'alberca', 'vista_al_mar', 'elevador', 'terraza'],
    maintenanceFee: 4_800, ageYears: 2, latitude: 20.633, longitude: -87.069,
    photos: [['apartment_penthouse', 2], ['beachfront', 3], ['interior_living', 4]],
  }),
  listing({
    title: 'Casa con alberca en renta en Playacar',
    description:
      'Casa de tres recámaras en Playacar Fase II, fraccionamiento con vigilancia y campo de golf, a cinco minutos en bicicleta de la playa. Alberca privada rodeada de palmeras, sala y comedor abiertos al jardín y cuarto de servicio. Se renta amueblada por año.',
    operationType: 'rentar', propertyType: 'casa', status: 'rentada',
    state: 'Quintana Roo', city: 'Playa del Carmen', colonia: 'Playacar', address: 'Paseo Xaman-Há 30, Playacar Fase II',
    price: 85_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 2,
    landArea: 500, buildingArea: 320, hasGarden: true,
    amenities: ['alberca', 'jardin', 'campo_de_golf', 'seguridad_24h', 'cuarto_de_servicio'],
    maintenanceFee: 3_500, ageYears: 15, latitude: 20.614, longitude: -87.085,
    photos: [['house_exterior', 2], ['pool', 0], ['interior_living', 5]],
  }),
  listing({
    title: 'Departamento frente al mar en la zona hotelera de Cancún',
    description:
      'Departamento de 220 m² en el kilómetro 15 del bulevar Kukulcán, con el mar Caribe de un lado y la laguna Nichupté del otro. Tres recámaras con vista al mar, terraza corrida y acceso directo a la playa desde el jardín del condominio. Alberca, gimnasio, spa y seguridad las 24 horas.',
    operationType: 'comprar', propertyType: 'departamento', status: 'disponible',
    state: 'Quintana Roo', city: 'Cancún', colonia: 'Zona Hotelera', address: 'Blvd. Kukulcán km 15.5, torre Sur, depto. 801',
    price: 18_500_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 2,
    landArea: null, buildingArea: 220, hasGarden: false,
    amenities: ['alberca', 'gimnasio', 'spa', 'vista_al_mar', 'acceso_a_playa', 'elevador', 'seguridad_24h'],
    maintenanceFee: 11_000, ageYears: 10, latitude: 21.088, longitude: -86.772,
    photos: [['beachfront', 2], ['apartment_penthouse', 0], ['bedroom', 1], ['pool', 3]],
  }),
  listing({
    title: 'Departamento en remate en Puerto Cancún',
    description:
      'Remate bancario de un departamento de 160 m² en Puerto Cancún, con vista a la marina y al campo de golf, a un precio cerca de 30% por debajo de las unidades comparables del desarrollo. Dos recámaras, estudio y terraza; el conjunto ofrece alberca, gimnasio y club de playa. Venta de contado con cesión de derechos adjudicatarios.',
    operationType: 'remate', propertyType: 'departamento', status: 'disponible',
    state: 'Quintana Roo', city: 'Cancún', colonia: 'Puerto Cancún', address: 'Blvd. Kukulcán km 1.5, torre 2, depto. 1204',
    price: 8_400_000, bedrooms: 2, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 2,
    landArea: null, buildingArea: 160, hasGarden: false,
    amenities: ['alberca', 'gimnasio', 'club_de_playa', 'campo_de_golf', 'elevador', 'seguridad_24h'],
    maintenanceFee: 9_000, ageYears: 6, latitude: 21.161, longitude: -86.805,
    photos: [['apartment_penthouse', 4], ['pool', 1]],
  }),
  listing({
    title: 'Casa con muelle privado en Puerto Aventuras',
    description:
      'Casa de tres niveles frente a los canales de la marina de Puerto Aventuras, con muelle propio para una embarcación de hasta 40 pies. Cuatro recámaras, terraza con alberca sobre el canal y un roof garden con vista al Caribe. El fraccionamiento cuenta con campo de golf, club de playa y seguridad permanente; Playa del Carmen queda a veinte minutos.',
    operationType: 'comprar', propertyType: 'casa', status: 'apartada',
    state: 'Quintana Roo', city: 'Puerto Aventuras', colonia: 'Marina', address: 'Bahía Xcacel 12',
    price: 21_000_000, bedrooms: 4, bathrooms: 4, halfBathrooms: 1, parkingSpaces: 2,
    landArea: 520, buildingArea: 480, hasGarden: false,
    amenities: ['alberca', 'roof_garden', 'campo_de_golf', 'club_de_playa', 'seguridad_24h', 'vista_al_mar', 'terraza'],
    maintenanceFee: 6_500, ageYears: 12, latitude: 20.499, longitude: -87.228,
    photos: [['house_exterior', 9], ['pool', 1], ['beachfront', 0]],
  }),
  listing({
    title: 'Local en la Quinta Avenida de Playa del Carmen',
    description:
      'Local de 95 m² en la esquina de la Quinta Avenida con la calle 12, el tramo de mayor afluencia peatonal de Playa del Carmen. Con ocho metros de frente, medio baño y tapanco para bodega, es ideal para restaurante, joyería o tienda de diseño. Se vende con inquilino y contrato vigente, lo que garantiza rendimiento desde el primer mes.',
    operationType: 'comprar', propertyType: 'local', status: 'disponible',
    state: 'Quintana Roo', city: 'Playa del Carmen', colonia: 'Centro', address: 'Quinta Avenida esquina Calle 12, local 3',
    price: 14_500_000, bedrooms: 0, bathrooms: 0, halfBathrooms: 1, parkingSpaces: 0,
    landArea: null, buildingArea: 95, hasGarden: false,
    amenities: [],
    maintenanceFee: 3_500, ageYears: 11, latitude: 20.628, longitude: -87.071,
    photos: [['commercial', 1], ['commercial', 2]],
  }),

  // ── Nayarit ───────────────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Residencia frente al mar en Punta Mita',
    description:
      'Residencia frente al mar dentro de Punta Mita, la península más exclusiva del Pacífico mexicano, con playa de arena a los pies del jardín y vista a las Islas Marietas. Seis recámaras repartidas entre la casa principal y las casitas de huéspedes, alberca infinita de 25 metros, palapa con cocina exterior y gimnasio. Membresía a los campos de golf diseñados por Jack Nicklaus y acceso a los clubes de playa de la comunidad.',
    operationType: 'comprar', propertyType: 'casa', status: 'destacado',
    state: 'Nayarit', city: 'Bahía de Banderas', colonia: 'Punta Mita', address: 'Circuito Punta Mita, lote 17',
    price: 165_000_000, bedrooms: 6, bathrooms: 7, halfBathrooms: 2, parkingSpaces: 6,
    landArea: 3200, buildingArea: 1400, hasGarden: true,
    amenities: ['alberca', 'jardin', 'vista_al_mar', 'acceso_a_playa', 'club_de_playa', 'campo_de_golf', 'gimnasio', 'seguridad_24h', 'cuarto_de_servicio', 'spa'],
    maintenanceFee: 45_000, ageYears: 8, latitude: 20.77, longitude: -105.515,
    photos: [['beachfront', 0], ['pool', 1], ['interior_living', 0], ['bedroom', 2], ['garden', 0]],
  }),
  listing({
    title: 'Condominio frente al mar en Nuevo Vallarta',
    description:
      'Condominio de 190 m² en primera línea de playa en Nuevo Vallarta, con terraza de 40 m² frente a la Bahía de Banderas, donde en invierno se ven pasar las ballenas jorobadas. Tres recámaras, cocina abierta y cuarto de lavado; el conjunto tiene tres albercas, gimnasio, spa y acceso controlado. A pasos de los campos de golf y de la marina de Nuevo Vallarta.',
    operationType: 'comprar', propertyType: 'condominio', status: 'disponible',
    state: 'Nayarit', city: 'Bahía de Banderas', colonia: 'Nuevo Vallarta', address: 'Paseo de los Cocoteros 55, torre 3, depto. 602',
    price: 11_800_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 0, parkingSpaces: 2,
    landArea: null, buildingArea: 190, hasGarden: false,
    amenities: ['alberca', 'gimnasio', 'spa', 'vista_al_mar', 'acceso_a_playa', 'elevador', 'seguridad_24h', 'campo_de_golf'],
    maintenanceFee: 9_500, ageYears: 7, latitude: 20.696, longitude: -105.298,
    photos: [['pool', 3], ['apartment_penthouse', 0], ['bedroom', 0]],
  }),
  listing({
    title: 'Casa de estilo mexicano en la colina de Sayulita',
    description:
      'Casa de estilo mexicano en la colina sur de Sayulita, con vista al pueblo y al mar desde la terraza principal, a cinco minutos caminando de la playa. Tres recámaras con baño, palapa con cocina exterior y alberca de agua salada rodeada de jardín tropical. Se vende amueblada y con historial comprobable de renta vacacional.',
    operationType: 'comprar', propertyType: 'casa', status: 'disponible',
    state: 'Nayarit', city: 'Sayulita', colonia: 'Playa de los Muertos', address: 'Calle Pelícanos 14',
    price: 9_200_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 0, parkingSpaces: 1,
    landArea: 420, buildingArea: 260, hasGarden: true,
    amenities: ['alberca', 'jardin', 'vista_al_mar', 'terraza'],
    maintenanceFee: null, ageYears: 9, latitude: 20.864, longitude: -105.442,
    photos: [['house_exterior', 2], ['pool', 0], ['garden', 0]],
  }),
  listing({
    title: 'Terreno con vista al mar en San Pancho',
    description:
      'Terreno de 1,100 m² en la ladera de San Francisco, el pueblo de surfistas y artistas vecino de Sayulita, con vista abierta al Pacífico y a sus atardeceres. Acceso por camino empedrado, luz y agua en la calle y un proyecto arquitectónico opcional para una casa de tres recámaras. A diez minutos a pie de la playa.',
    operationType: 'comprar', propertyType: 'terreno', status: 'disponible',
    state: 'Nayarit', city: 'Sayulita', colonia: 'San Francisco', address: 'Camino a Costa Azul, lote 9',
    price: 6_800_000, bedrooms: 0, bathrooms: 0, halfBathrooms: 0, parkingSpaces: 0,
    landArea: 1100, buildingArea: null, hasGarden: false,
    amenities: ['vista_al_mar'],
    maintenanceFee: null, ageYears: null, latitude: 20.9, longitude: -105.41,
    photos: [['land_lot', 0], ['beachfront', 3]],
  }),

  // ── Baja California Sur ───────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Villa en renta en el Pedregal de Cabo San Lucas',
    description:
      'Villa sobre los acantilados del Pedregal con la vista más célebre de Los Cabos: El Arco, la marina y el encuentro del Pacífico con el Mar de Cortés. Cinco recámaras en suite, alberca infinita, jacuzzi y terrazas escalonadas para ver el atardecer. Se renta por año, amueblada y con mantenimiento incluido; el centro de Cabo San Lucas está a cinco minutos.',
    operationType: 'rentar', propertyType: 'casa', status: 'destacado',
    state: 'Baja California Sur', city: 'Cabo San Lucas', colonia: 'Pedregal', address: 'Camino del Mar 1250',
    price: 380_000, bedrooms: 5, bathrooms: 5, halfBathrooms: 1, parkingSpaces: 3,
    landArea: 1000, buildingArea: 780, hasGarden: false,
    amenities: ['alberca', 'vista_al_mar', 'terraza', 'seguridad_24h', 'cuarto_de_servicio', 'gimnasio'],
    maintenanceFee: null, ageYears: 11, latitude: 22.872, longitude: -109.92,
    photos: [['beachfront', 2], ['house_exterior', 0], ['interior_living', 3], ['bedroom', 2]],
  }),
  listing({
    title: 'Casa en condominio frente al campo de golf en Puerto Los Cabos',
    description:
      'Casa de 410 m² dentro de Puerto Los Cabos, con vista al campo de golf y al Mar de Cortés al fondo. Cuatro recámaras, estancia abierta a la terraza con alberca privada y cocina con isla de granito. El desarrollo ofrece club de playa, marina y seguridad las 24 horas, a cinco minutos del centro histórico de San José del Cabo.',
    operationType: 'comprar', propertyType: 'casa_condominio', status: 'disponible',
    state: 'Baja California Sur', city: 'San José del Cabo', colonia: 'Puerto Los Cabos', address: 'Boulevard Mar de Cortés, villa 23',
    price: 28_000_000, bedrooms: 4, bathrooms: 4, halfBathrooms: 1, parkingSpaces: 2,
    landArea: 520, buildingArea: 410, hasGarden: true,
    amenities: ['alberca', 'campo_de_golf', 'club_de_playa', 'vista_al_mar', 'seguridad_24h', 'jardin', 'terraza'],
    maintenanceFee: 14_000, ageYears: 5, latitude: 23.065, longitude: -109.665,
    photos: [['house_exterior', 3], ['pool', 1], ['kitchen', 1], ['garden', 1]],
  }),
  listing({
    title: 'Departamento cerca del Distrito del Arte en San José del Cabo',
    description:
      'Departamento de 120 m² en un edificio de estilo colonial a tres cuadras de la plaza Mijares y de las galerías del Distrito del Arte. Dos recámaras, cocina con barra y terraza con vista a la Sierra de la Laguna; alberca y estacionamiento techado en el conjunto. Ideal como residencia de temporada o como inversión para renta.',
    operationType: 'comprar', propertyType: 'departamento', status: 'disponible',
    state: 'Baja California Sur', city: 'San José del Cabo', colonia: 'Centro', address: 'Calle Álvaro Obregón 1520, depto. 4',
    price: 7_900_000, bedrooms: 2, bathrooms: 2, halfBathrooms: 0, parkingSpaces: 1,
    landArea: null, buildingArea: 120, hasGarden: false,
    amenities: ['alberca', 'terraza'],
    maintenanceFee: 3_800, ageYears: 6, latitude: 23.062, longitude: -109.699,
    photos: [['apartment_penthouse', 1], ['interior_living', 2], ['kitchen', 2]],
  }),
  listing({
    title: 'Terreno cerca de la playa La Pastora en Todos Santos',
    description:
      'Terreno de 2,500 m² en La Pastora, al norte de Todos Santos, a diez minutos a pie de una de las playas de surf más apreciadas del Pacífico sudcaliforniano. Vista al mar y a las palmas del oasis, acceso por camino de terracería compactado y factibilidad de luz. Un sitio para construir una casa de descanso en el pueblo mágico más bohemio de Baja California Sur.',
    operationType: 'comprar', propertyType: 'terreno', status: 'disponible',
    state: 'Baja California Sur', city: 'Todos Santos', colonia: 'La Pastora', address: 'Camino a La Pastora, lote 6',
    price: 4_600_000, bedrooms: 0, bathrooms: 0, halfBathrooms: 0, parkingSpaces: 0,
    landArea: 2500, buildingArea: null, hasGarden: false,
    amenities: ['vista_al_mar'],
    maintenanceFee: null, ageYears: null, latitude: 23.469, longitude: -110.247,
    photos: [['beachfront', 3], ['land_lot', 1]],
  }),

  // ── Guanajuato ────────────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Casa colonial a tres cuadras de la Parroquia de San Miguel de Allende',
    description:
      'Casa colonial restaurada con muros de cantera rosa y un patio central con naranjos y fuente, a tres cuadras de la Parroquia de San Miguel Arcángel. Tres recámaras con chimenea, cocina de talavera y una terraza en la azotea desde donde se ven las cúpulas del centro histórico. Una pieza del patrimonio de la ciudad, lista para habitarse.',
    operationType: 'comprar', propertyType: 'casa', status: 'destacado',
    state: 'Guanajuato', city: 'San Miguel de Allende', colonia: 'Centro', address: 'Calle Hospicio 34',
    price: 8_900_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 1,
    landArea: 300, buildingArea: 280, hasGarden: true,
    amenities: ['jardin', 'chimenea', 'terraza', 'roof_garden'],
    maintenanceFee: null, ageYears: 120, latitude: 20.9135, longitude: -100.742,
    photos: [['interior_living', 7], ['colonial_hacienda', 0], ['bedroom', 0], ['garden', 2]],
  }),
  listing({
    title: 'Casa con jardín en renta en el barrio de Guadiana',
    description:
      'Casa de dos recámaras en Guadiana, uno de los barrios residenciales más tranquilos de San Miguel, a diez minutos caminando del Jardín Allende. Jardín con jacarandas, terraza techada y un estudio que funciona como taller de pintura o tercera recámara. Se renta amueblada, con servicio de jardinería incluido.',
    operationType: 'rentar', propertyType: 'casa', status: 'disponible',
    state: 'Guanajuato', city: 'San Miguel de Allende', colonia: 'Guadiana', address: 'Calle Guadiana 18',
    price: 38_000, bedrooms: 2, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 1,
    landArea: 350, buildingArea: 210, hasGarden: true,
    amenities: ['jardin', 'terraza', 'chimenea', 'pet_friendly'],
    maintenanceFee: null, ageYears: 25, latitude: 20.908, longitude: -100.747,
    photos: [['house_exterior', 10], ['garden', 2], ['interior_living', 3]],
  }),
  listing({
    title: 'Residencia junto al club de golf en El Campestre, León',
    description:
      'Residencia de 620 m² en una de las calles más arboladas de El Campestre, a unos pasos del club de golf y de los mejores colegios de León. Cinco recámaras, estudio, sala de televisión y una terraza techada con asador que se abre al jardín y a la alberca. Cochera para cuatro autos y cuarto de servicio con baño.',
    operationType: 'comprar', propertyType: 'casa', status: 'disponible',
    state: 'Guanajuato', city: 'León', colonia: 'El Campestre', address: 'Blvd. Campestre 1820',
    price: 14_800_000, bedrooms: 5, bathrooms: 5, halfBathrooms: 1, parkingSpaces: 4,
    landArea: 900, buildingArea: 620, hasGarden: true,
    amenities: ['alberca', 'jardin', 'campo_de_golf', 'cuarto_de_servicio', 'terraza', 'seguridad_24h'],
    maintenanceFee: null, ageYears: 15, latitude: 21.155, longitude: -101.695,
    photos: [['house_exterior', 4], ['pool', 0], ['interior_living', 5], ['garden', 1]],
  }),
  listing({
    title: 'Nave industrial en Guanajuato Puerto Interior',
    description:
      'Nave industrial de 5,500 m² dentro de Guanajuato Puerto Interior, el parque logístico del Bajío con aduana interior y conexión ferroviaria. Altura libre de 12 metros, ocho andenes, sistema contra incendios y oficinas en dos niveles, hasta hace poco ocupada por un proveedor automotriz. A cinco minutos del Aeropuerto Internacional del Bajío.',
    operationType: 'comprar', propertyType: 'nave_industrial', status: 'disponible',
    state: 'Guanajuato', city: 'Silao', colonia: 'Puerto Interior', address: 'Circuito Mexiamora Poniente 120',
    price: 62_000_000, bedrooms: 0, bathrooms: 6, halfBathrooms: 0, parkingSpaces: 24,
    landArea: 9000, buildingArea: 5500, hasGarden: false,
    amenities: ['seguridad_24h', 'paneles_solares'],
    maintenanceFee: null, ageYears: 9, latitude: 20.968, longitude: -101.415,
    photos: [['warehouse_industrial', 2], ['warehouse_industrial', 0]],
  }),

  // ── Yucatán ───────────────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Casona colonial restaurada en el centro histórico de Mérida',
    description:
      'Casona del siglo XIX a dos cuadras del Parque de Santa Ana y del inicio del Paseo de Montejo, restaurada con sus pisos de pasta originales, techos de viga de seis metros y arcos de medio punto. Cuatro recámaras alrededor de un patio con alberca y jardín tropical, cocina abierta y terraza en la azotea. La fachada, catalogada por el INAH, se conserva intacta.',
    operationType: 'comprar', propertyType: 'casa', status: 'destacado',
    state: 'Yucatán', city: 'Mérida', colonia: 'Centro Histórico', address: 'Calle 60 núm. 478 x 47 y 49',
    price: 11_900_000, bedrooms: 4, bathrooms: 4, halfBathrooms: 1, parkingSpaces: 0,
    landArea: 620, buildingArea: 480, hasGarden: true,
    amenities: ['alberca', 'jardin', 'terraza', 'roof_garden'],
    maintenanceFee: null, ageYears: 130, latitude: 20.978, longitude: -89.623,
    photos: [['interior_living', 0], ['pool', 1], ['garden', 0], ['bedroom', 2]],
  }),
  listing({
    title: 'Hacienda henequenera restaurada al norte de Mérida',
    description:
      'Antigua hacienda henequenera del siglo XIX, restaurada con respeto a su casa principal, su casa de máquinas y sus arquerías, en 4.5 hectáreas de jardines y huerto a veinte minutos del norte de Mérida. Seis recámaras, capilla, alberca en la antigua pila de agua y un cenote dentro de la propiedad. Ideal como residencia, hotel boutique o sede de eventos.',
    operationType: 'comprar', propertyType: 'casa', status: 'disponible',
    state: 'Yucatán', city: 'Conkal', colonia: 'Xcuyún', address: 'Carretera Conkal–Chicxulub km 4',
    price: 38_000_000, bedrooms: 6, bathrooms: 6, halfBathrooms: 1, parkingSpaces: 8,
    landArea: 45_000, buildingArea: 1800, hasGarden: true,
    amenities: ['alberca', 'jardin', 'salon_de_eventos', 'cuarto_de_servicio', 'terraza'],
    maintenanceFee: null, ageYears: 150, latitude: 21.1, longitude: -89.53,
    photos: [['colonial_hacienda', 0], ['garden', 0], ['pool', 0], ['interior_living', 7]],
  }),
  listing({
    title: 'Casa en privada con alberca en Temozón Norte',
    description:
      'Casa de una planta en una privada residencial de Temozón Norte, la zona de mayor plusvalía de Mérida, a cinco minutos de La Isla y de los mejores colegios del norte de la ciudad. Tres recámaras con baño, estancia abierta a la terraza y alberca privada; la privada ofrece casa club, gimnasio y vigilancia las 24 horas. Construcción reciente, con techos altos pensados para el clima yucateco.',
    operationType: 'comprar', propertyType: 'casa_condominio', status: 'disponible',
    state: 'Yucatán', city: 'Mérida', colonia: 'Temozón Norte', address: 'Calle 20 núm. 301, privada Los Almendros, casa 7',
    price: 7_600_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 2,
    landArea: 380, buildingArea: 290, hasGarden: true,
    amenities: ['alberca', 'jardin', 'gimnasio', 'seguridad_24h', 'terraza'],
    maintenanceFee: 2_900, ageYears: 1, latitude: 21.056, longitude: -89.601,
    photos: [['house_exterior', 5], ['pool', 2], ['interior_living', 1]],
  }),
  listing({
    title: 'Departamento amueblado en renta en el norte de Mérida',
    description:
      'Departamento de 95 m² amueblado, en un conjunto de baja altura en Temozón Norte, a unos minutos de los hospitales y centros comerciales del norte de Mérida. Dos recámaras, cocina equipada y balcón hacia un jardín común con alberca. Incluye un cajón techado y acepta mascotas.',
    operationType: 'rentar', propertyType: 'departamento', status: 'disponible',
    state: 'Yucatán', city: 'Mérida', colonia: 'Temozón Norte', address: 'Calle 15 núm. 112, depto. 3',
    price: 28_000, bedrooms: 2, bathrooms: 2, halfBathrooms: 0, parkingSpaces: 1,
    landArea: null, buildingArea: 95, hasGarden: false,
    amenities: ['alberca', 'jardin', 'pet_friendly', 'seguridad_24h'],
    maintenanceFee: 1_800, ageYears: 3, latitude: 21.049, longitude: -89.608,
    photos: [['apartment_penthouse', 3], ['bedroom', 0], ['kitchen', 0]],
  }),
  listing({
    title: 'Local para restaurante sobre el Paseo de Montejo',
    description:
      'Planta baja de una casona porfiriana sobre el Paseo de Montejo, con 220 m² adaptados para restaurante: cocina con extracción, salón de techos altos y terraza frontal bajo los flamboyanes. Uno de los corredores gastronómicos y turísticos más visitados de Mérida. Se entrega con licencia de uso de suelo comercial vigente.',
    operationType: 'rentar', propertyType: 'local_comercial', status: 'disponible',
    state: 'Yucatán', city: 'Mérida', colonia: 'Centro Histórico', address: 'Paseo de Montejo 462',
    price: 65_000, bedrooms: 0, bathrooms: 2, halfBathrooms: 0, parkingSpaces: 4,
    landArea: null, buildingArea: 220, hasGarden: false,
    amenities: ['terraza'],
    maintenanceFee: null, ageYears: 110, latitude: 20.987, longitude: -89.618,
    photos: [['commercial', 2], ['commercial', 1]],
  }),
  listing({
    title: 'Lote residencial en privada de Cholul',
    description:
      'Lote de 400 m² en una privada con casa club, alberca y vigilancia en Cholul, al noreste de Mérida y junto al anillo periférico. Terreno plano, con servicios subterráneos y un reglamento de construcción que protege la imagen del conjunto. Una de las opciones con mejor plusvalía para construir casa propia en Mérida.',
    operationType: 'comprar', propertyType: 'terreno_lote', status: 'disponible',
    state: 'Yucatán', city: 'Mérida', colonia: 'Cholul', address: 'Privada Cholul, manzana 4, lote 11',
    price: 1_850_000, bedrooms: 0, bathrooms: 0, halfBathrooms: 0, parkingSpaces: 0,
    landArea: 400, buildingArea: null, hasGarden: false,
    amenities: ['alberca', 'seguridad_24h'],
    maintenanceFee: 1_200, ageYears: null, latitude: 21.045, longitude: -89.558,
    photos: [['land_lot', 1], ['pool', 2]],
  }),

  // ── Querétaro ─────────────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Residencia en Juriquilla con vista al campo de golf',
    description:
      'Residencia frente a uno de los greens del campo de golf de Juriquilla, con ventanales hacia el césped y la presa al fondo. Cuatro recámaras, estudio, sala y comedor de doble altura y cocina abierta al jardín; terraza techada con chimenea para las noches frescas del Bajío. Fraccionamiento con club de golf, casa club y vigilancia permanente.',
    operationType: 'comprar', propertyType: 'casa', status: 'disponible',
    state: 'Querétaro', city: 'Querétaro', colonia: 'Juriquilla', address: 'Paseo del Río 2040',
    price: 16_500_000, bedrooms: 4, bathrooms: 4, halfBathrooms: 1, parkingSpaces: 4,
    landArea: 800, buildingArea: 540, hasGarden: true,
    amenities: ['jardin', 'campo_de_golf', 'chimenea', 'terraza', 'seguridad_24h', 'cuarto_de_servicio'],
    maintenanceFee: null, ageYears: 10, latitude: 20.705, longitude: -100.448,
    photos: [['house_exterior', 1], ['garden', 1], ['interior_living', 6], ['kitchen', 0]],
  }),
  listing({
    title: 'Desarrollo de villas en El Campanario, Querétaro',
    description:
      'Nuevo desarrollo de doce villas dentro de El Campanario, el club de golf más exclusivo de Querétaro, diseñadas en cantera y madera con la arquitectura de hacienda que distingue al fraccionamiento. Villas de tres y cuatro recámaras con jardín privado y terraza con vista al campo; casa club, spa y senderos. Precio de lanzamiento desde la villa de tres recámaras, con entregas a partir de 2028.',
    operationType: 'desarrollo', propertyType: 'desarrollo', status: 'disponible',
    state: 'Querétaro', city: 'Querétaro', colonia: 'El Campanario', address: 'Paseo del Campanario 240',
    price: 14_900_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 2,
    landArea: 400, buildingArea: 340, hasGarden: true,
    amenities: ['campo_de_golf', 'spa', 'jardin', 'terraza', 'seguridad_24h'],
    maintenanceFee: 7_500, ageYears: 0, latitude: 20.587, longitude: -100.347,
    photos: [['house_exterior', 9], ['garden', 0], ['interior_living', 2]],
  }),
  listing({
    title: 'Casa en condominio en Zibatá, junto al campo de golf',
    description:
      'Casa de dos niveles en un condominio de Zibatá, la ciudad planeada de El Marqués con campo de golf, parques lineales y escuelas dentro del desarrollo. Tres recámaras, estudio y un jardín privado con vista a las áreas verdes del condominio. A quince minutos del Aeropuerto Intercontinental de Querétaro y de los parques industriales de la zona.',
    operationType: 'comprar', propertyType: 'casa_condominio', status: 'disponible',
    state: 'Querétaro', city: 'El Marqués', colonia: 'Zibatá', address: 'Paseo Zibatá 102, condominio Tamarindos, casa 18',
    price: 6_450_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 2,
    landArea: 200, buildingArea: 240, hasGarden: true,
    amenities: ['jardin', 'campo_de_golf', 'area_de_juegos', 'seguridad_24h', 'alberca'],
    maintenanceFee: 2_600, ageYears: 2, latitude: 20.69, longitude: -100.33,
    photos: [['house_exterior', 6], ['garden', 2], ['kitchen', 2]],
  }),
  listing({
    title: 'Oficina en torre corporativa de Centro Sur, Querétaro',
    description:
      'Oficina de 140 m² en el piso 11 de una torre corporativa en Centro Sur, a unos pasos del Centro de Congresos de Querétaro. Se entrega en obra gris con preparación para aire acondicionado, dos cajones de estacionamiento y acceso a salas de juntas compartidas. Una sólida inversión patrimonial en el corredor de negocios de mayor crecimiento del Bajío.',
    operationType: 'comprar', propertyType: 'oficina', status: 'disponible',
    state: 'Querétaro', city: 'Querétaro', colonia: 'Centro Sur', address: 'Blvd. Centro Sur 320, piso 11',
    price: 5_800_000, bedrooms: 0, bathrooms: 1, halfBathrooms: 1, parkingSpaces: 2,
    landArea: null, buildingArea: 140, hasGarden: false,
    amenities: ['elevador', 'seguridad_24h'],
    maintenanceFee: 5_200, ageYears: 1, latitude: 20.565, longitude: -100.37,
    photos: [['office', 1], ['office', 5]],
  }),
  listing({
    title: 'Bodega en el Parque Industrial Querétaro',
    description:
      'Bodega de 1,800 m² en el Parque Industrial Querétaro, sobre la carretera 57 rumbo a San Luis Potosí, con dos andenes, rampa y altura libre de 9 metros. Oficinas con baños, caseta de vigilancia y patio de maniobras cercado. Ideal para almacenaje o distribución en el corredor industrial del Bajío.',
    operationType: 'comprar', propertyType: 'bodega', status: 'disponible',
    state: 'Querétaro', city: 'Querétaro', colonia: 'Parque Industrial Querétaro', address: 'Av. La Montaña 115',
    price: 18_000_000, bedrooms: 0, bathrooms: 2, halfBathrooms: 0, parkingSpaces: 8,
    landArea: 2600, buildingArea: 1800, hasGarden: false,
    amenities: ['seguridad_24h'],
    maintenanceFee: null, ageYears: 12, latitude: 20.765, longitude: -100.42,
    photos: [['warehouse_industrial', 0], ['warehouse_industrial', 2]],
  }),

  // ── Estado de México ──────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Casa de campo entre pinos en Avándaro, Valle de Bravo',
    description:
      'Casa de campo entre pinos y encinos en Avándaro, construida en piedra, madera y teja, con vista al lago desde la terraza principal. Cinco recámaras, sala con chimenea de doble altura, cava y un jardín de 2,000 m² cruzado por un arroyo de temporada. A cinco minutos del Club de Golf Avándaro y del embarcadero de Valle de Bravo.',
    operationType: 'comprar', propertyType: 'casa', status: 'disponible',
    state: 'Estado de México', city: 'Valle de Bravo', colonia: 'Avándaro', address: 'Calle Fontana 120',
    price: 29_000_000, bedrooms: 5, bathrooms: 5, halfBathrooms: 1, parkingSpaces: 5,
    landArea: 3000, buildingArea: 680, hasGarden: true,
    amenities: ['jardin', 'chimenea', 'cava', 'terraza', 'cuarto_de_servicio', 'campo_de_golf'],
    maintenanceFee: null, ageYears: 25, latitude: 19.17, longitude: -100.115,
    photos: [['house_exterior', 7], ['interior_living', 5], ['garden', 0]],
  }),
  listing({
    title: 'Condominio con vista al campo de golf en Bosque Real',
    description:
      'Condominio de 260 m² en Bosque Real, con vista a los campos de golf y a las barrancas arboladas de Huixquilucan. Tres recámaras en suite, estudio y terraza; amenidades de club con gimnasio, spa, alberca techada y salón de eventos. Se renta sin muebles, con el mantenimiento incluido en la renta.',
    operationType: 'rentar', propertyType: 'condominio', status: 'disponible',
    state: 'Estado de México', city: 'Huixquilucan', colonia: 'Bosque Real', address: 'Blvd. Bosque Real 180, torre Olmos, depto. 1502',
    price: 78_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 3,
    landArea: null, buildingArea: 260, hasGarden: false,
    amenities: ['campo_de_golf', 'gimnasio', 'spa', 'alberca', 'salon_de_eventos', 'elevador', 'seguridad_24h'],
    maintenanceFee: 11_500, ageYears: 6, latitude: 19.41, longitude: -99.295,
    photos: [['apartment_penthouse', 2], ['interior_living', 6], ['bathroom', 0]],
  }),
  listing({
    title: 'Departamento en remate bancario en Interlomas',
    description:
      'Departamento de 180 m² en remate bancario dentro de un conjunto con alberca, gimnasio y canchas de pádel en Interlomas, a pocos minutos de Paseo Interlomas. Tres recámaras, estudio y balcón con vista a la barranca, ofrecido alrededor de 30% por debajo de su valor comercial. Operación sólo de contado, con la posesión sujeta al juicio correspondiente.',
    operationType: 'remate', propertyType: 'departamento', status: 'disponible',
    state: 'Estado de México', city: 'Huixquilucan', colonia: 'Interlomas', address: 'Av. Jesús del Monte 271, torre A, depto. 904',
    price: 4_650_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 2,
    landArea: null, buildingArea: 180, hasGarden: false,
    amenities: ['alberca', 'gimnasio', 'elevador', 'seguridad_24h', 'area_de_juegos'],
    maintenanceFee: 6_200, ageYears: 12, latitude: 19.398, longitude: -99.278,
    photos: [['apartment_penthouse', 4], ['apartment_penthouse', 0]],
  }),
  listing({
    title: 'Casa en condominio con jardín en Metepec',
    description:
      'Casa de tres recámaras en un condominio cerrado de Metepec, con jardín privado y vista al Nevado de Toluca en los días despejados. Estancia con chimenea, cocina integral y cuarto de lavado; el condominio tiene área de juegos y vigilancia las 24 horas. A cinco minutos de Galerías Metepec y del centro del pueblo mágico.',
    operationType: 'comprar', propertyType: 'casa_condominio', status: 'disponible',
    state: 'Estado de México', city: 'Metepec', colonia: 'Casa Blanca', address: 'Av. Tecnológico 1500, casa 22',
    price: 5_950_000, bedrooms: 3, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 2,
    landArea: 180, buildingArea: 210, hasGarden: true,
    amenities: ['jardin', 'chimenea', 'area_de_juegos', 'seguridad_24h'],
    maintenanceFee: 1_900, ageYears: 6, latitude: 19.262, longitude: -99.588,
    photos: [['house_exterior', 5], ['garden', 1], ['interior_living', 1]],
  }),

  // ── Morelos ───────────────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Casa con jardín tropical en Rancho Cortés, Cuernavaca',
    description:
      'Casa de una planta en Rancho Cortés, al norte de Cuernavaca, rodeada de un jardín de 1,300 m² con amates, bugambilias y una alberca climatizada con calentador solar. Cuatro recámaras, terraza techada para comer al aire libre y un estudio con vista a la sierra del Chichinautzin. El clima de eterna primavera, a una hora de la Ciudad de México.',
    operationType: 'comprar', propertyType: 'casa', status: 'disponible',
    state: 'Morelos', city: 'Cuernavaca', colonia: 'Rancho Cortés', address: 'Calle Azahares 18',
    price: 9_600_000, bedrooms: 4, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 3,
    landArea: 1600, buildingArea: 380, hasGarden: true,
    amenities: ['alberca', 'jardin', 'terraza', 'paneles_solares'],
    maintenanceFee: null, ageYears: 30, latitude: 18.962, longitude: -99.222,
    photos: [['house_exterior', 6], ['pool', 0], ['garden', 2]],
  }),
  listing({
    title: 'Residencia en remate en Vista Hermosa, Cuernavaca',
    description:
      'Residencia de 450 m² en remate bancario en Vista Hermosa, una de las colonias tradicionales del sur de Cuernavaca, con jardín, alberca y cuarto de servicio. Cinco recámaras y amplias terrazas; el precio refleja un descuento cercano a 30% frente a casas similares de la zona. Venta de contado mediante cesión de derechos.',
    operationType: 'remate', propertyType: 'casa', status: 'disponible',
    state: 'Morelos', city: 'Cuernavaca', colonia: 'Vista Hermosa', address: 'Calle Río Mayo 404',
    price: 6_300_000, bedrooms: 5, bathrooms: 4, halfBathrooms: 1, parkingSpaces: 4,
    landArea: 1100, buildingArea: 450, hasGarden: true,
    amenities: ['alberca', 'jardin', 'cuarto_de_servicio', 'terraza'],
    maintenanceFee: null, ageYears: 35, latitude: 18.905, longitude: -99.225,
    photos: [['house_exterior', 4], ['pool', 1]],
  }),

  // ── Puebla ────────────────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Departamento con vista a los volcanes en Angelópolis',
    description:
      'Departamento de 170 m² en el piso 17 de una torre en Angelópolis, con vista franca al Popocatépetl y al Iztaccíhuatl desde la estancia y la recámara principal. Tres recámaras, cocina con isla y cuarto de lavado; amenidades con alberca techada, gimnasio y salón de eventos. A unos pasos del centro comercial Angelópolis y del Parque Lineal.',
    operationType: 'comprar', propertyType: 'departamento', status: 'disponible',
    state: 'Puebla', city: 'San Andrés Cholula', colonia: 'Angelópolis', address: 'Blvd. Atlixcáyotl 5208, depto. 1702',
    price: 6_200_000, bedrooms: 3, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 2,
    landArea: null, buildingArea: 170, hasGarden: false,
    amenities: ['alberca', 'gimnasio', 'salon_de_eventos', 'elevador', 'seguridad_24h'],
    maintenanceFee: 4_500, ageYears: 4, latitude: 19.028, longitude: -98.234,
    photos: [['apartment_penthouse', 3], ['bedroom', 1], ['skyline_generic', 2]],
  }),
  listing({
    title: 'Casas en preventa en Lomas de Angelópolis',
    description:
      'Preventa de casas de tres recámaras en un nuevo clúster de Lomas de Angelópolis, con parque central, alberca, gimnasio y acceso controlado. Diseño de dos niveles con doble altura en la estancia, jardín privado y roof garden; la primera etapa se entrega a mediados de 2027. Un entorno planeado, con escuelas, hospitales y centros comerciales a pocos minutos.',
    operationType: 'desarrollo', propertyType: 'casa_condominio', status: 'disponible',
    state: 'Puebla', city: 'San Andrés Cholula', colonia: 'Lomas de Angelópolis', address: 'Circuito Lomas de Angelópolis 310',
    price: 7_800_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 2,
    landArea: 180, buildingArea: 260, hasGarden: true,
    amenities: ['alberca', 'gimnasio', 'roof_garden', 'jardin', 'area_de_juegos', 'seguridad_24h'],
    maintenanceFee: 2_400, ageYears: 0, latitude: 19.005, longitude: -98.28,
    photos: [['house_exterior', 9], ['interior_living', 1], ['pool', 2]],
  }),

  // ── Oaxaca ────────────────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Casa frente al mar en Punta Zicatela, Puerto Escondido',
    description:
      'Casa de concreto aparente y palma frente a la playa de Punta Zicatela, a unos pasos de una de las olas más famosas del mundo para el surf. Tres recámaras abiertas a la brisa del Pacífico, alberca entre palmeras y terraza en la azotea para ver el atardecer. A diez minutos del aeropuerto y del centro de Puerto Escondido.',
    operationType: 'comprar', propertyType: 'casa', status: 'disponible',
    state: 'Oaxaca', city: 'Puerto Escondido', colonia: 'Punta Zicatela', address: 'Calle Mar Pacífico 8',
    price: 14_200_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 0, parkingSpaces: 2,
    landArea: 700, buildingArea: 340, hasGarden: true,
    amenities: ['alberca', 'vista_al_mar', 'acceso_a_playa', 'terraza', 'roof_garden', 'jardin'],
    maintenanceFee: null, ageYears: 5, latitude: 15.84, longitude: -97.045,
    photos: [['beachfront', 0], ['pool', 0], ['bedroom', 0]],
  }),
  listing({
    title: 'Terreno con vista al mar entre Mazunte y San Agustinillo',
    description:
      'Terreno de 3,000 m² en la colina que separa Mazunte de San Agustinillo, con vista al Pacífico y a Punta Cometa, donde cada tarde se despide el sol. Vegetación de selva baja, acceso por camino vecinal y posibilidad de dividirlo en dos lotes. A cinco minutos de las playas y de la vida tranquila de la costa oaxaqueña.',
    operationType: 'comprar', propertyType: 'terreno', status: 'disponible',
    state: 'Oaxaca', city: 'Mazunte', colonia: 'San Agustinillo', address: 'Camino a San Agustinillo, parcela 22',
    price: 3_800_000, bedrooms: 0, bathrooms: 0, halfBathrooms: 0, parkingSpaces: 0,
    landArea: 3000, buildingArea: null, hasGarden: false,
    amenities: ['vista_al_mar'],
    maintenanceFee: null, ageYears: null, latitude: 15.667, longitude: -96.548,
    photos: [['land_lot', 1], ['beachfront', 3]],
  }),
  listing({
    title: 'Casa colonial en el barrio de Jalatlaco, Oaxaca',
    description:
      'Casa del siglo XIX en el barrio de Jalatlaco, de calles empedradas y muros pintados, a diez minutos caminando del templo de Santo Domingo. Dos patios, tres recámaras, cocina con fogón tradicional y azotea con vista al cerro del Fortín. Restaurada con materiales de la región: cantera verde, adobe y carrizo.',
    operationType: 'comprar', propertyType: 'casa', status: 'vendida',
    state: 'Oaxaca', city: 'Oaxaca de Juárez', colonia: 'Jalatlaco', address: 'Calle Aldama 316',
    price: 7_200_000, bedrooms: 3, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 0,
    landArea: 400, buildingArea: 300, hasGarden: true,
    amenities: ['jardin', 'terraza', 'roof_garden'],
    maintenanceFee: null, ageYears: 140, latitude: 17.065, longitude: -96.718,
    photos: [['interior_living', 7], ['garden', 2], ['kitchen', 2]],
  }),

  // ── Baja California ───────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Terreno con viñedo en el Valle de Guadalupe',
    description:
      'Cuatro hectáreas en el corazón del Valle de Guadalupe, con 2.5 hectáreas de viñedo en producción de nebbiolo, tempranillo y cabernet sauvignon, pozo propio con derechos de agua y vista a los cerros del valle. El uso de suelo permite construir casa, bodega vinícola o un pequeño hotel boutique. A diez minutos de las vinícolas y restaurantes de la Ruta del Vino.',
    operationType: 'comprar', propertyType: 'terreno', status: 'disponible',
    state: 'Baja California', city: 'Valle de Guadalupe', colonia: 'Francisco Zarco', address: 'Carretera Federal 3 km 88',
    price: 18_500_000, bedrooms: 0, bathrooms: 0, halfBathrooms: 0, parkingSpaces: 0,
    landArea: 40_000, buildingArea: null, hasGarden: false,
    amenities: [],
    maintenanceFee: null, ageYears: null, latitude: 32.09, longitude: -116.57,
    photos: [['land_lot', 0], ['land_lot', 1]],
  }),
  listing({
    title: 'Casa con vista al Pacífico en El Sauzal, Ensenada',
    description:
      'Casa de dos niveles en la parte alta de El Sauzal, con vista abierta al Pacífico y a la Bahía de Todos Santos. Tres recámaras, estudio, terraza con chimenea exterior y un jardín de plantas nativas de bajo consumo de agua. A veinte minutos del Valle de Guadalupe y a diez del centro de Ensenada.',
    operationType: 'comprar', propertyType: 'casa', status: 'disponible',
    state: 'Baja California', city: 'Ensenada', colonia: 'El Sauzal', address: 'Calle Las Gaviotas 210',
    price: 8_200_000, bedrooms: 3, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 2,
    landArea: 500, buildingArea: 310, hasGarden: true,
    amenities: ['vista_al_mar', 'jardin', 'terraza', 'chimenea'],
    maintenanceFee: null, ageYears: 8, latitude: 31.89, longitude: -116.69,
    photos: [['house_exterior', 8], ['garden', 1], ['interior_living', 2]],
  }),

  // ── Guerrero ──────────────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Torre frente al mar en preventa en Acapulco Diamante',
    description:
      'Preventa de departamentos frente a la playa Revolcadero, en una torre de 24 niveles con estructura y cancelería diseñadas para la costa del Pacífico. Unidades de dos y tres recámaras con terrazas de 30 m² y vista al mar desde todas las estancias; alberca de borde infinito, spa, gimnasio y club de playa. Entrega de la primera etapa a finales de 2027.',
    operationType: 'desarrollo', propertyType: 'departamento', status: 'disponible',
    state: 'Guerrero', city: 'Acapulco', colonia: 'Acapulco Diamante', address: 'Blvd. de las Naciones 1813',
    price: 8_900_000, bedrooms: 2, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 2,
    landArea: null, buildingArea: 145, hasGarden: false,
    amenities: ['alberca', 'spa', 'gimnasio', 'club_de_playa', 'vista_al_mar', 'acceso_a_playa', 'elevador', 'seguridad_24h'],
    maintenanceFee: 6_800, ageYears: 0, latitude: 16.78, longitude: -99.79,
    photos: [['apartment_penthouse', 4], ['beachfront', 2], ['pool', 1]],
  }),
  listing({
    title: 'Villa con vista a la bahía en Las Brisas, Acapulco',
    description:
      'Villa escalonada en la ladera de Las Brisas con la vista más clásica de Acapulco: la bahía completa, de Icacos a la Península de las Playas. Cuatro recámaras con terraza propia, alberca infinita y palapa para reuniones al atardecer. Fraccionamiento con caseta de vigilancia y club de playa privado.',
    operationType: 'comprar', propertyType: 'casa', status: 'apartada',
    state: 'Guerrero', city: 'Acapulco', colonia: 'Las Brisas', address: 'Carretera Escénica 5255',
    price: 26_000_000, bedrooms: 4, bathrooms: 5, halfBathrooms: 1, parkingSpaces: 3,
    landArea: 1200, buildingArea: 650, hasGarden: false,
    amenities: ['alberca', 'vista_al_mar', 'terraza', 'club_de_playa', 'seguridad_24h', 'cuarto_de_servicio'],
    maintenanceFee: null, ageYears: 30, latitude: 16.833, longitude: -99.87,
    photos: [['house_exterior', 0], ['pool', 3], ['interior_living', 4]],
  }),

  // ── Otros mercados ────────────────────────────────────────────────────────────────────────────────────────────
  listing({
    title: 'Departamento sobre el malecón de Mazatlán',
    description:
      'Departamento de 140 m² en el piso 12 de una torre sobre la avenida del Mar, con vista a las islas de Mazatlán y a los atardeceres del Pacífico. Dos recámaras, terraza corrida y cocina abierta; alberca, gimnasio y seguridad las 24 horas. A diez minutos del Centro Histórico y de la Zona Dorada.',
    operationType: 'comprar', propertyType: 'departamento', status: 'disponible',
    state: 'Sinaloa', city: 'Mazatlán', colonia: 'Lomas de Mazatlán', address: 'Av. del Mar 1020, depto. 1201',
    price: 5_400_000, bedrooms: 2, bathrooms: 2, halfBathrooms: 0, parkingSpaces: 1,
    landArea: null, buildingArea: 140, hasGarden: false,
    amenities: ['alberca', 'gimnasio', 'vista_al_mar', 'elevador', 'seguridad_24h'],
    maintenanceFee: 3_500, ageYears: 7, latitude: 23.228, longitude: -106.423,
    photos: [['apartment_penthouse', 2], ['beachfront', 3], ['bedroom', 1]],
  }),
  listing({
    title: 'Casa con vista al Tetakawi en San Carlos, Sonora',
    description:
      'Casa de una planta frente a la marina de San Carlos, con el cerro Tetakawi de fondo y el Mar de Cortés a unos pasos. Tres recámaras, terraza con asador, alberca y cochera con espacio para lancha. Un destino de pesca deportiva y buceo con inviernos templados.',
    operationType: 'comprar', propertyType: 'casa', status: 'borrador',
    state: 'Sonora', city: 'San Carlos', colonia: 'Marina San Carlos', address: 'Paseo Mar Bermejo 45',
    price: 7_900_000, bedrooms: 3, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 2,
    landArea: 600, buildingArea: 260, hasGarden: false,
    amenities: ['alberca', 'vista_al_mar', 'terraza'],
    maintenanceFee: null, ageYears: 18, latitude: 27.945, longitude: -111.057,
    photos: [['house_exterior', 3], ['pool', 1]],
  }),
  listing({
    title: 'Residencia con vista a la ciudad en Altozano, Morelia',
    description:
      'Residencia de tres niveles en Altozano, el desarrollo residencial al sur de Morelia con campo de golf, con vista panorámica a la ciudad y a la Catedral iluminada por la noche. Cuatro recámaras, estudio y jardín con terraza techada. Club deportivo y seguridad las 24 horas en el fraccionamiento.',
    operationType: 'comprar', propertyType: 'casa', status: 'borrador',
    state: 'Michoacán', city: 'Morelia', colonia: 'Altozano', address: 'Av. Montaña Monarca 1000, casa 35',
    price: 9_900_000, bedrooms: 4, bathrooms: 4, halfBathrooms: 1, parkingSpaces: 3,
    landArea: 450, buildingArea: 420, hasGarden: true,
    amenities: ['jardin', 'terraza', 'campo_de_golf', 'seguridad_24h', 'gimnasio'],
    maintenanceFee: null, ageYears: 6, latitude: 19.669, longitude: -101.164,
    photos: [['house_exterior', 9], ['garden', 1], ['kitchen', 1]],
  }),
  listing({
    title: 'Departamento frente al mar en renta en Boca del Río',
    description:
      'Departamento de 160 m² frente a la playa en Costa de Oro, sobre el bulevar costero de Boca del Río, con vista al Golfo de México desde la sala y la recámara principal. Tres recámaras, cocina equipada y balcón; alberca, gimnasio y vigilancia las 24 horas. A unos minutos del Acuario de Veracruz y de la zona de restaurantes de Boca del Río.',
    operationType: 'rentar', propertyType: 'departamento', status: 'rentada',
    state: 'Veracruz', city: 'Boca del Río', colonia: 'Costa de Oro', address: 'Blvd. Manuel Ávila Camacho 3480, depto. 902',
    price: 32_000, bedrooms: 3, bathrooms: 2, halfBathrooms: 1, parkingSpaces: 2,
    landArea: null, buildingArea: 160, hasGarden: false,
    amenities: ['alberca', 'gimnasio', 'vista_al_mar', 'elevador', 'seguridad_24h'],
    maintenanceFee: 4_000, ageYears: 9, latitude: 19.14, longitude: -96.1,
    photos: [['apartment_penthouse', 0], ['beachfront', 3], ['kitchen', 1]],
  }),
  listing({
    title: 'Residencia familiar en San Felipe, Chihuahua',
    description:
      'Residencia de dos plantas en San Felipe, la colonia tradicional del poniente de Chihuahua, con jardín maduro, alberca y asador techado. Cuatro recámaras, estudio y sala de juegos, en una construcción sólida con aislamiento térmico para los inviernos del norte. A unos minutos del Distrito Uno y de los principales colegios de la ciudad.',
    operationType: 'comprar', propertyType: 'casa', status: 'vendida',
    state: 'Chihuahua', city: 'Chihuahua', colonia: 'San Felipe', address: 'Av. Teófilo Borunda 2804',
    price: 9_400_000, bedrooms: 4, bathrooms: 3, halfBathrooms: 1, parkingSpaces: 3,
    landArea: 700, buildingArea: 450, hasGarden: true,
    amenities: ['alberca', 'jardin', 'terraza'],
    maintenanceFee: null, ageYears: 20, latitude: 28.645, longitude: -106.09,
    photos: [['house_exterior', 4], ['pool', 2], ['interior_living', 5]],
  }),
];
