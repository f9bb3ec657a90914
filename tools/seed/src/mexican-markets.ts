import type { MexicanState } from '@prestigio/contracts';

/**
 * The real-estate markets the generator spreads listings over: at least one city in each of the 32 federal
 * entities, with approximate coordinates of its centre, colonias people search for, landmarks a description can
 * mention, and the price of a built square metre in its upscale segment. A city may appear more than once when its
 * colonias belong to very different price tiers (Ciudad de México).
 */
export interface Market {
  readonly state: MexicanState;
  readonly city: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly colonias: readonly string[];
  /** Written to follow "a unos minutos de". */
  readonly landmarks: readonly string[];
  /** MXN per built m² of a good house in this market; other types are priced relative to it. */
  readonly pricePerM2: number;
  readonly coastal: boolean;
  /** A resort or weekend town: homes and shops, but no office towers or warehouses. */
  readonly leisure: boolean;
  /** Relative share of generated listings. */
  readonly weight: number;
}

export const mexicanMarkets: readonly Market[] = [
  {
    state: 'Aguascalientes', city: 'Aguascalientes', latitude: 21.8818, longitude: -102.2916,
    colonias: ['Jardines de la Asunción', 'Pulgas Pandas Norte', 'Bosques del Prado', 'Campestre'],
    landmarks: ['el Jardín de San Marcos', 'la Feria Nacional de San Marcos'], pricePerM2: 26_000, coastal: false, leisure: false, weight: 2,
  },
  {
    state: 'Baja California', city: 'Tijuana', latitude: 32.5149, longitude: -117.0382,
    colonias: ['Playas de Tijuana', 'Chapultepec', 'Zona Río', 'Cacho'],
    landmarks: ['la garita de San Ysidro', 'el malecón de Playas de Tijuana'], pricePerM2: 34_000, coastal: true, leisure: false, weight: 3,
  },
  {
    state: 'Baja California', city: 'Ensenada', latitude: 31.8667, longitude: -116.5964,
    colonias: ['Chapultepec', 'El Sauzal', 'Playa Hermosa', 'Lomas de Valle Verde'],
    landmarks: ['el malecón de Ensenada', 'La Bufadora'], pricePerM2: 28_000, coastal: true, leisure: false, weight: 1,
  },
  {
    state: 'Baja California', city: 'Valle de Guadalupe', latitude: 32.0889, longitude: -116.5736,
    colonias: ['Francisco Zarco', 'El Porvenir', 'San Antonio de las Minas'],
    landmarks: ['las vinícolas de la Ruta del Vino', 'los restaurantes campestres del valle'], pricePerM2: 30_000, coastal: false, leisure: true, weight: 1,
  },
  {
    state: 'Baja California Sur', city: 'Cabo San Lucas', latitude: 22.8905, longitude: -109.9167,
    colonias: ['Pedregal', 'El Tezal', 'Cabo Bello', 'El Médano'],
    landmarks: ['El Arco', 'la marina de Cabo San Lucas'], pricePerM2: 90_000, coastal: true, leisure: true, weight: 3,
  },
  {
    state: 'Baja California Sur', city: 'San José del Cabo', latitude: 23.0615, longitude: -109.6970,
    colonias: ['Puerto Los Cabos', 'Centro', 'Club Campestre', 'Costa Azul'],
    landmarks: ['el Distrito del Arte', 'el estero de San José'], pricePerM2: 72_000, coastal: true, leisure: true, weight: 2,
  },
  {
    state: 'Baja California Sur', city: 'La Paz', latitude: 24.1426, longitude: -110.3128,
    colonias: ['Centro', 'Costa Baja', 'El Centenario', 'Fidepaz'],
    landmarks: ['el malecón de La Paz', 'la playa de Balandra'], pricePerM2: 38_000, coastal: true, leisure: false, weight: 1,
  },
  {
    state: 'Baja California Sur', city: 'Todos Santos', latitude: 23.4469, longitude: -110.2265,
    colonias: ['Centro', 'La Pastora', 'Las Tunas', 'El Otro Lado'],
    landmarks: ['el centro histórico y sus galerías', 'la playa Los Cerritos'], pricePerM2: 42_000, coastal: true, leisure: true, weight: 1,
  },
  {
    state: 'Campeche', city: 'Campeche', latitude: 19.8301, longitude: -90.5349,
    colonias: ['Centro Histórico', 'San Román', 'Lomas del Castillo', 'Campestre'],
    landmarks: ['la muralla de Campeche', 'el malecón de Campeche'], pricePerM2: 20_000, coastal: true, leisure: false, weight: 1,
  },
  {
    state: 'Chiapas', city: 'Tuxtla Gutiérrez', latitude: 16.7521, longitude: -93.1152,
    colonias: ['Moctezuma', 'Las Arboledas', 'Jardines de Tuxtla', 'El Vergel'],
    landmarks: ['el Cañón del Sumidero', 'el Parque de la Marimba'], pricePerM2: 18_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Chiapas', city: 'San Cristóbal de las Casas', latitude: 16.7370, longitude: -92.6376,
    colonias: ['Barrio de Guadalupe', 'Barrio de Mexicanos', 'Centro', 'Barrio del Cerrillo'],
    landmarks: ['el andador Real de Guadalupe', 'el templo de Santo Domingo'], pricePerM2: 20_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Chihuahua', city: 'Chihuahua', latitude: 28.6320, longitude: -106.0691,
    colonias: ['San Felipe', 'Campestre', 'Cumbres', 'Quintas del Sol'],
    landmarks: ['la Quinta Gameros', 'el Distrito Uno'], pricePerM2: 24_000, coastal: false, leisure: false, weight: 2,
  },
  {
    state: 'Chihuahua', city: 'Ciudad Juárez', latitude: 31.6904, longitude: -106.4245,
    colonias: ['Campestre', 'Misión de los Lagos', 'Partido Senecú'],
    landmarks: ['el Parque Central', 'los puentes internacionales'], pricePerM2: 20_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Ciudad de México', city: 'Ciudad de México', latitude: 19.4260, longitude: -99.2060,
    colonias: ['Polanco', 'Lomas de Chapultepec', 'Bosques de las Lomas', 'Lomas Virreyes'],
    landmarks: ['el Bosque de Chapultepec', 'la avenida Presidente Masaryk', 'el Parque Lincoln'], pricePerM2: 95_000, coastal: false, leisure: false, weight: 8,
  },
  {
    state: 'Ciudad de México', city: 'Ciudad de México', latitude: 19.4130, longitude: -99.1680,
    colonias: ['Condesa', 'Roma Norte', 'Juárez', 'Cuauhtémoc'],
    landmarks: ['el Parque México', 'el Ángel de la Independencia', 'la Plaza Río de Janeiro'], pricePerM2: 65_000, coastal: false, leisure: false, weight: 8,
  },
  {
    state: 'Ciudad de México', city: 'Ciudad de México', latitude: 19.3560, longitude: -99.2450,
    colonias: ['Santa Fe', 'Lomas de Santa Fe', 'Cuajimalpa'],
    landmarks: ['el Parque La Mexicana', 'el centro comercial Santa Fe'], pricePerM2: 60_000, coastal: false, leisure: false, weight: 5,
  },
  {
    state: 'Ciudad de México', city: 'Ciudad de México', latitude: 19.3400, longitude: -99.1850,
    colonias: ['San Ángel', 'Jardines del Pedregal', 'Coyoacán', 'Del Valle', 'Florida'],
    landmarks: ['la Plaza San Jacinto', 'los Viveros de Coyoacán', 'Ciudad Universitaria'], pricePerM2: 55_000, coastal: false, leisure: false, weight: 7,
  },
  {
    state: 'Coahuila', city: 'Saltillo', latitude: 25.4383, longitude: -100.9737,
    colonias: ['Los Pinos', 'San Alberto', 'Valle Real', 'Colinas de San Patricio'],
    landmarks: ['la Catedral de Santiago', 'el Museo del Desierto'], pricePerM2: 23_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Coahuila', city: 'Torreón', latitude: 25.5428, longitude: -103.4068,
    colonias: ['Campestre La Rosita', 'Los Viñedos', 'Residencial Senderos'],
    landmarks: ['el Cristo de las Noas', 'el Bosque Venustiano Carranza'], pricePerM2: 22_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Colima', city: 'Manzanillo', latitude: 19.0930, longitude: -104.3430,
    colonias: ['Península de Santiago', 'Las Hadas', 'Salahua', 'Playa Azul'],
    landmarks: ['la bahía de Santiago', 'la playa La Audiencia'], pricePerM2: 30_000, coastal: true, leisure: false, weight: 1,
  },
  {
    state: 'Colima', city: 'Colima', latitude: 19.2433, longitude: -103.7250,
    colonias: ['Residencial Esmeralda', 'Jardines de Vista Hermosa', 'Centro'],
    landmarks: ['el Jardín Libertad', 'el Volcán de Fuego'], pricePerM2: 18_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Durango', city: 'Durango', latitude: 24.0277, longitude: -104.6532,
    colonias: ['Los Remedios', 'Campestre', 'Lomas del Guadiana'],
    landmarks: ['la Catedral Basílica de Durango', 'el Parque Guadiana'], pricePerM2: 18_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Estado de México', city: 'Huixquilucan', latitude: 19.4000, longitude: -99.2800,
    colonias: ['Interlomas', 'Bosque Real', 'La Herradura', 'Lomas del Sol'],
    landmarks: ['el centro comercial Paseo Interlomas', 'el club de golf Bosque Real'], pricePerM2: 48_000, coastal: false, leisure: false, weight: 4,
  },
  {
    state: 'Estado de México', city: 'Valle de Bravo', latitude: 19.1950, longitude: -100.1310,
    colonias: ['Avándaro', 'Centro', 'Rincón Villa del Valle', 'La Peña'],
    landmarks: ['el lago de Valle de Bravo', 'el Club de Golf Avándaro'], pricePerM2: 45_000, coastal: false, leisure: true, weight: 2,
  },
  {
    state: 'Estado de México', city: 'Metepec', latitude: 19.2550, longitude: -99.6050,
    colonias: ['Rancho San Francisco', 'La Virgen', 'Casa Blanca', 'San Salvador Tizatlalli'],
    landmarks: ['el barrio de artesanos de Metepec', 'Galerías Metepec'], pricePerM2: 25_000, coastal: false, leisure: false, weight: 2,
  },
  {
    state: 'Estado de México', city: 'Naucalpan', latitude: 19.5100, longitude: -99.2380,
    colonias: ['Ciudad Satélite', 'Lomas Verdes', 'La Florida'],
    landmarks: ['las Torres de Satélite', 'Plaza Satélite'], pricePerM2: 32_000, coastal: false, leisure: false, weight: 2,
  },
  {
    state: 'Guanajuato', city: 'San Miguel de Allende', latitude: 20.9144, longitude: -100.7452,
    colonias: ['Centro', 'Guadiana', 'San Antonio', 'Atascadero', 'Los Frailes'],
    landmarks: ['la Parroquia de San Miguel Arcángel', 'el Jardín Allende'], pricePerM2: 45_000, coastal: false, leisure: true, weight: 2,
  },
  {
    state: 'Guanajuato', city: 'León', latitude: 21.1520, longitude: -101.7110,
    colonias: ['El Campestre', 'Gran Jardín', 'Lomas del Campestre', 'Cañada de Alfaro'],
    landmarks: ['el Parque Metropolitano de León', 'el Poliforum León'], pricePerM2: 27_000, coastal: false, leisure: false, weight: 2,
  },
  {
    state: 'Guanajuato', city: 'Guanajuato', latitude: 21.0190, longitude: -101.2574,
    colonias: ['Centro', 'Marfil', 'Paseo de la Presa'],
    landmarks: ['el Teatro Juárez', 'el Callejón del Beso'], pricePerM2: 24_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Guerrero', city: 'Acapulco', latitude: 16.8100, longitude: -99.8300,
    colonias: ['Acapulco Diamante', 'Las Brisas', 'Real Diamante', 'Costa Azul'],
    landmarks: ['la bahía de Acapulco', 'la playa Revolcadero'], pricePerM2: 36_000, coastal: true, leisure: false, weight: 2,
  },
  {
    state: 'Guerrero', city: 'Zihuatanejo', latitude: 17.6416, longitude: -101.5510,
    colonias: ['Playa La Ropa', 'Ixtapa', 'La Madera'],
    landmarks: ['la bahía de Zihuatanejo', 'la playa Las Gatas'], pricePerM2: 34_000, coastal: true, leisure: true, weight: 1,
  },
  {
    state: 'Hidalgo', city: 'Pachuca', latitude: 20.1011, longitude: -98.7591,
    colonias: ['Zona Plateada', 'Real de Medinas', 'Santa Elena'],
    landmarks: ['el Reloj Monumental', 'el Estadio Hidalgo'], pricePerM2: 20_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Jalisco', city: 'Zapopan', latitude: 20.7090, longitude: -103.4120,
    colonias: ['Puerta de Hierro', 'Andares', 'Valle Real', 'Colinas de San Javier', 'Solares'],
    landmarks: ['Andares', 'el Bosque de la Primavera'], pricePerM2: 45_000, coastal: false, leisure: false, weight: 5,
  },
  {
    state: 'Jalisco', city: 'Guadalajara', latitude: 20.6830, longitude: -103.3820,
    colonias: ['Providencia', 'Chapultepec', 'Country Club', 'Americana', 'Lafayette'],
    landmarks: ['la avenida Chapultepec', 'la Glorieta Minerva'], pricePerM2: 38_000, coastal: false, leisure: false, weight: 4,
  },
  {
    state: 'Jalisco', city: 'Puerto Vallarta', latitude: 20.6300, longitude: -105.2300,
    colonias: ['Conchas Chinas', 'Marina Vallarta', 'Zona Romántica', 'Amapas'],
    landmarks: ['el malecón de Puerto Vallarta', 'la playa de Los Muertos'], pricePerM2: 50_000, coastal: true, leisure: false, weight: 3,
  },
  {
    state: 'Jalisco', city: 'Chapala', latitude: 20.2960, longitude: -103.2580,
    colonias: ['Ajijic', 'San Antonio Tlayacapan', 'Chapala Haciendas'],
    landmarks: ['el malecón del Lago de Chapala', 'el centro de Ajijic'], pricePerM2: 28_000, coastal: false, leisure: true, weight: 1,
  },
  {
    state: 'Michoacán', city: 'Morelia', latitude: 19.7008, longitude: -101.1844,
    colonias: ['Altozano', 'Centro Histórico', 'Lomas de Santa María', 'Club Campestre Tres Marías'],
    landmarks: ['el Acueducto de Morelia', 'la Catedral de Morelia'], pricePerM2: 24_000, coastal: false, leisure: false, weight: 2,
  },
  {
    state: 'Morelos', city: 'Cuernavaca', latitude: 18.9220, longitude: -99.2340,
    colonias: ['Rancho Cortés', 'Vista Hermosa', 'Palmira', 'Rancho Tetela', 'Delicias'],
    landmarks: ['el Jardín Borda', 'el Palacio de Cortés'], pricePerM2: 28_000, coastal: false, leisure: false, weight: 2,
  },
  {
    state: 'Morelos', city: 'Tepoztlán', latitude: 18.9850, longitude: -99.0990,
    colonias: ['Centro', 'Valle de Atongo', 'Santo Domingo'],
    landmarks: ['el cerro del Tepozteco', 'el mercado de Tepoztlán'], pricePerM2: 30_000, coastal: false, leisure: true, weight: 1,
  },
  {
    state: 'Nayarit', city: 'Bahía de Banderas', latitude: 20.7300, longitude: -105.3900,
    colonias: ['Punta Mita', 'Nuevo Vallarta', 'Bucerías', 'La Cruz de Huanacaxtle'],
    landmarks: ['la Bahía de Banderas', 'la marina de La Cruz de Huanacaxtle'], pricePerM2: 70_000, coastal: true, leisure: true, weight: 3,
  },
  {
    state: 'Nayarit', city: 'Sayulita', latitude: 20.8690, longitude: -105.4400,
    colonias: ['Centro', 'San Francisco', 'Playa de los Muertos'],
    landmarks: ['la playa de Sayulita', 'el pueblo de San Pancho'], pricePerM2: 45_000, coastal: true, leisure: true, weight: 1,
  },
  {
    state: 'Nuevo León', city: 'San Pedro Garza García', latitude: 25.6520, longitude: -100.3800,
    colonias: ['Del Valle', 'Valle Oriente', 'Chipinque', 'Olinalá', 'Fuentes del Valle', 'Valle de San Ángel'],
    landmarks: ['el Parque Ecológico Chipinque', 'la Calzada del Valle', 'los corporativos de Valle Oriente'], pricePerM2: 55_000, coastal: false, leisure: false, weight: 5,
  },
  {
    state: 'Nuevo León', city: 'Monterrey', latitude: 25.6866, longitude: -100.3161,
    colonias: ['Cumbres', 'Obispado', 'Contry', 'Carretera Nacional'],
    landmarks: ['el Parque Fundidora', 'el Paseo Santa Lucía'], pricePerM2: 30_000, coastal: false, leisure: false, weight: 4,
  },
  {
    state: 'Oaxaca', city: 'Oaxaca de Juárez', latitude: 17.0650, longitude: -96.7230,
    colonias: ['Centro', 'Jalatlaco', 'Reforma', 'San Felipe del Agua'],
    landmarks: ['el templo de Santo Domingo', 'el zócalo de Oaxaca'], pricePerM2: 28_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Oaxaca', city: 'Puerto Escondido', latitude: 15.8620, longitude: -97.0720,
    colonias: ['Zicatela', 'Punta Zicatela', 'Rinconada', 'Carrizalillo'],
    landmarks: ['la playa Zicatela', 'la bahía de Carrizalillo'], pricePerM2: 40_000, coastal: true, leisure: true, weight: 1,
  },
  {
    state: 'Oaxaca', city: 'Huatulco', latitude: 15.7700, longitude: -96.1350,
    colonias: ['Tangolunda', 'Santa Cruz', 'La Crucecita', 'Conejos'],
    landmarks: ['las bahías de Huatulco', 'el Parque Nacional Huatulco'], pricePerM2: 30_000, coastal: true, leisure: true, weight: 1,
  },
  {
    state: 'Puebla', city: 'San Andrés Cholula', latitude: 19.0300, longitude: -98.2350,
    colonias: ['Angelópolis', 'Lomas de Angelópolis', 'La Vista', 'Sonata'],
    landmarks: ['el centro comercial Angelópolis', 'la pirámide de Cholula'], pricePerM2: 30_000, coastal: false, leisure: false, weight: 3,
  },
  {
    state: 'Puebla', city: 'Puebla', latitude: 19.0414, longitude: -98.2063,
    colonias: ['Centro Histórico', 'La Paz', 'Huexotitla', 'Zavaleta'],
    landmarks: ['la Catedral de Puebla', 'el barrio del Artista'], pricePerM2: 24_000, coastal: false, leisure: false, weight: 2,
  },
  {
    state: 'Querétaro', city: 'Querétaro', latitude: 20.5930, longitude: -100.3920,
    colonias: ['Juriquilla', 'El Campanario', 'Centro Histórico', 'Jurica', 'Cumbres del Lago'],
    landmarks: ['el Acueducto de Querétaro', 'el Club de Golf Juriquilla'], pricePerM2: 32_000, coastal: false, leisure: false, weight: 4,
  },
  {
    state: 'Querétaro', city: 'El Marqués', latitude: 20.6500, longitude: -100.3300,
    colonias: ['Zibatá', 'Ciudad Maderas', 'La Pradera'],
    landmarks: ['el campo de golf de Zibatá', 'el Aeropuerto Intercontinental de Querétaro'], pricePerM2: 26_000, coastal: false, leisure: false, weight: 2,
  },
  {
    state: 'Quintana Roo', city: 'Tulum', latitude: 20.2110, longitude: -87.4650,
    colonias: ['Aldea Zamá', 'La Veleta', 'Centro', 'Bahía Solimán'],
    landmarks: ['la zona arqueológica de Tulum', 'los cenotes de la zona'], pricePerM2: 50_000, coastal: true, leisure: true, weight: 4,
  },
  {
    state: 'Quintana Roo', city: 'Playa del Carmen', latitude: 20.6296, longitude: -87.0739,
    colonias: ['Playacar', 'Centro', 'Coco Beach', 'Zazil-Ha'],
    landmarks: ['la Quinta Avenida', 'el muelle hacia Cozumel'], pricePerM2: 45_000, coastal: true, leisure: false, weight: 4,
  },
  {
    state: 'Quintana Roo', city: 'Cancún', latitude: 21.1300, longitude: -86.8200,
    colonias: ['Zona Hotelera', 'Puerto Cancún', 'Residencial Campestre', 'Lagos del Sol'],
    landmarks: ['la laguna Nichupté', 'la playa Delfines'], pricePerM2: 48_000, coastal: true, leisure: false, weight: 4,
  },
  {
    state: 'Quintana Roo', city: 'Puerto Aventuras', latitude: 20.5000, longitude: -87.2300,
    colonias: ['Marina Puerto Aventuras', 'Club de Golf Puerto Aventuras', 'Chac Hal Al'],
    landmarks: ['la marina de Puerto Aventuras', 'la playa Fátima'], pricePerM2: 40_000, coastal: true, leisure: true, weight: 1,
  },
  {
    state: 'Quintana Roo', city: 'Bacalar', latitude: 18.6800, longitude: -88.3900,
    colonias: ['Centro', 'Costera Bacalar', 'Buenavista'],
    landmarks: ['la laguna de los Siete Colores', 'el Fuerte de San Felipe'], pricePerM2: 26_000, coastal: false, leisure: true, weight: 1,
  },
  {
    state: 'San Luis Potosí', city: 'San Luis Potosí', latitude: 22.1420, longitude: -101.0200,
    colonias: ['Lomas 4a Sección', 'Club Campestre', 'Villa Magna', 'Lomas del Tecnológico'],
    landmarks: ['el Parque Tangamanga', 'el centro histórico potosino'], pricePerM2: 24_000, coastal: false, leisure: false, weight: 2,
  },
  {
    state: 'Sinaloa', city: 'Mazatlán', latitude: 23.2494, longitude: -106.4111,
    colonias: ['Zona Dorada', 'Marina Mazatlán', 'Cerritos', 'Centro Histórico'],
    landmarks: ['el malecón de Mazatlán', 'el Teatro Ángela Peralta'], pricePerM2: 34_000, coastal: true, leisure: false, weight: 2,
  },
  {
    state: 'Sinaloa', city: 'Culiacán', latitude: 24.7994, longitude: -107.3879,
    colonias: ['Tres Ríos', 'Chapultepec', 'La Primavera', 'Las Quintas'],
    landmarks: ['el Jardín Botánico de Culiacán', 'el malecón del río Tamazula'], pricePerM2: 25_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Sonora', city: 'Hermosillo', latitude: 29.0729, longitude: -110.9559,
    colonias: ['Pitic', 'Los Lagos', 'Valle Grande', 'Country Club'],
    landmarks: ['el Cerro de la Campana', 'el Parque La Sauceda'], pricePerM2: 22_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Sonora', city: 'San Carlos', latitude: 27.9600, longitude: -111.0500,
    colonias: ['San Carlos', 'Los Algodones', 'Marina San Carlos'],
    landmarks: ['el cerro Tetakawi', 'el Mar de Cortés'], pricePerM2: 30_000, coastal: true, leisure: true, weight: 1,
  },
  {
    state: 'Tabasco', city: 'Villahermosa', latitude: 17.9890, longitude: -92.9300,
    colonias: ['Tabasco 2000', 'Country Club', 'Lomas del Dorado'],
    landmarks: ['el Parque-Museo La Venta', 'la laguna de las Ilusiones'], pricePerM2: 20_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Tamaulipas', city: 'Tampico', latitude: 22.2550, longitude: -97.8680,
    colonias: ['Lomas de Rosales', 'Campbell', 'Altavista'],
    landmarks: ['la laguna del Carpintero', 'la playa Miramar'], pricePerM2: 20_000, coastal: true, leisure: false, weight: 1,
  },
  {
    state: 'Tlaxcala', city: 'Tlaxcala', latitude: 19.3139, longitude: -98.2404,
    colonias: ['Centro', 'Ocotlán', 'La Loma Xicohténcatl'],
    landmarks: ['la Plaza de la Constitución', 'la Basílica de Ocotlán'], pricePerM2: 16_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Veracruz', city: 'Boca del Río', latitude: 19.1060, longitude: -96.1060,
    colonias: ['Costa de Oro', 'El Conchal', 'Playa de Oro', 'Riviera Veracruzana'],
    landmarks: ['el bulevar costero', 'el Acuario de Veracruz'], pricePerM2: 28_000, coastal: true, leisure: false, weight: 2,
  },
  {
    state: 'Veracruz', city: 'Xalapa', latitude: 19.5438, longitude: -96.9102,
    colonias: ['Las Ánimas', 'Centro', 'Pastoresa'],
    landmarks: ['el Parque Juárez', 'el Museo de Antropología de Xalapa'], pricePerM2: 20_000, coastal: false, leisure: false, weight: 1,
  },
  {
    state: 'Yucatán', city: 'Mérida', latitude: 20.9800, longitude: -89.6200,
    colonias: ['Centro Histórico', 'García Ginerés', 'Temozón Norte', 'Cholul', 'Montebello'],
    landmarks: ['el Paseo de Montejo', 'el Gran Museo del Mundo Maya'], pricePerM2: 28_000, coastal: false, leisure: false, weight: 4,
  },
  {
    state: 'Yucatán', city: 'Progreso', latitude: 21.2830, longitude: -89.6630,
    colonias: ['Chicxulub Puerto', 'Centro', 'San Bruno'],
    landmarks: ['el malecón de Progreso', 'el muelle de Progreso'], pricePerM2: 22_000, coastal: true, leisure: false, weight: 1,
  },
  {
    state: 'Zacatecas', city: 'Zacatecas', latitude: 22.7709, longitude: -102.5833,
    colonias: ['Centro Histórico', 'Colinas del Padre', 'Lomas de Bracho'],
    landmarks: ['el Cerro de la Bufa', 'la Catedral de Zacatecas'], pricePerM2: 16_000, coastal: false, leisure: false, weight: 1,
  },
];

/**
 * Industrial corridors, where warehouses and industrial buildings are listed instead of residential colonias.
 * `pricePerM2` here is the sale price of a built m² of a modern warehouse including its land.
 */
export const industrialMarkets: readonly Market[] = [
  industrial('Ciudad de México', 'Ciudad de México', 19.488, -99.158, ['Industrial Vallejo', 'Granjas México'], ['el Circuito Interior', 'la autopista México–Querétaro'], 18_000, 3),
  industrial('Estado de México', 'Cuautitlán Izcalli', 19.655, -99.205, ['Parque Industrial Cuamatla', 'Parque Industrial La Luz'], ['la autopista México–Querétaro', 'el Circuito Exterior Mexiquense'], 14_000, 4),
  industrial('Estado de México', 'Toluca', 19.305, -99.585, ['Parque Industrial Toluca 2000', 'Zona Industrial Toluca'], ['el Aeropuerto Internacional de Toluca', 'el Paseo Tollocan'], 11_500, 2),
  industrial('Nuevo León', 'Apodaca', 25.782, -100.19, ['Zona Industrial Aeropuerto', 'Parque Industrial Apodaca'], ['el Aeropuerto Internacional de Monterrey', 'la carretera Miguel Alemán'], 13_500, 4),
  industrial('Nuevo León', 'Santa Catarina', 25.673, -100.46, ['Parque Industrial Santa Catarina', 'Zona Industrial La Fama'], ['la carretera a Saltillo', 'el Anillo Periférico'], 13_000, 2),
  industrial('Jalisco', 'El Salto', 20.528, -103.25, ['Parque Industrial El Salto', 'Corredor Industrial El Salto'], ['el Aeropuerto Internacional de Guadalajara', 'la autopista a Chapala'], 12_000, 3),
  industrial('Jalisco', 'Tlajomulco de Zúñiga', 20.53, -103.42, ['Parque Industrial Tlajomulco', 'Zona Industrial López Mateos Sur'], ['la avenida López Mateos', 'el Periférico Sur'], 11_500, 2),
  industrial('Querétaro', 'Querétaro', 20.765, -100.42, ['Parque Industrial Querétaro', 'Parque Industrial Benito Juárez'], ['la carretera 57', 'el Anillo Vial Fray Junípero Serra'], 12_500, 3),
  industrial('Querétaro', 'El Marqués', 20.625, -100.27, ['Parque Industrial Bernardo Quintana', 'Parque Aeroespacial de Querétaro'], ['el Aeropuerto Intercontinental de Querétaro', 'la autopista a Celaya'], 12_000, 2),
  industrial('Guanajuato', 'Silao', 20.968, -101.415, ['Puerto Interior'], ['el Aeropuerto Internacional del Bajío', 'la carretera 45'], 11_000, 2),
  industrial('Guanajuato', 'Celaya', 20.53, -100.82, ['Zona Industrial Celaya', 'Parque Industrial Amistad'], ['la carretera 45', 'la autopista a Querétaro'], 9_500, 1),
  industrial('Coahuila', 'Ramos Arizpe', 25.54, -100.95, ['Parque Industrial Santa María', 'Zona Industrial Ramos Arizpe'], ['la carretera a Monterrey', 'el Aeropuerto de Saltillo'], 10_500, 2),
  industrial('Chihuahua', 'Ciudad Juárez', 31.705, -106.42, ['Parque Industrial Antonio J. Bermúdez', 'Parque Industrial Aeropuerto'], ['los puentes internacionales', 'el Aeropuerto de Ciudad Juárez'], 12_000, 2),
  industrial('Baja California', 'Tijuana', 32.535, -116.94, ['Ciudad Industrial Otay', 'Parque Industrial El Florido'], ['la garita de Otay', 'el Aeropuerto Internacional de Tijuana'], 15_000, 2),
  industrial('Puebla', 'Puebla', 19.075, -98.165, ['Parque Industrial Puebla 2000', 'Zona Industrial Anexa a la Loma'], ['la autopista México–Puebla', 'el Periférico Ecológico'], 10_000, 2),
  industrial('San Luis Potosí', 'San Luis Potosí', 22.1, -100.93, ['Zona Industrial del Potosí', 'Parque Industrial Millennium'], ['la carretera 57', 'el Aeropuerto de San Luis Potosí'], 9_500, 1),
  industrial('Aguascalientes', 'Aguascalientes', 21.8, -102.28, ['Parque Industrial del Valle de Aguascalientes', 'Parque Industrial San Francisco'], ['la carretera 45 Norte', 'el Aeropuerto de Aguascalientes'], 9_500, 1),
  industrial('Sonora', 'Hermosillo', 29.03, -111.02, ['Parque Industrial Hermosillo', 'Zona Industrial Dynatech'], ['el bulevar Kino', 'la carretera a Nogales'], 9_000, 1),
  industrial('Tamaulipas', 'Reynosa', 26.06, -98.3, ['Parque Industrial Colonial', 'Parque Industrial del Norte'], ['el puente internacional Pharr–Reynosa', 'el libramiento Monterrey–Matamoros'], 10_500, 1),
  industrial('Yucatán', 'Umán', 20.885, -89.75, ['Parque Industrial Yucatán', 'Zona Industrial Umán'], ['el Periférico de Mérida', 'la carretera a Campeche'], 9_000, 1),
  industrial('Veracruz', 'Veracruz', 19.135, -96.185, ['Parque Industrial Bruno Pagliai', 'Zona Industrial Santa Fe'], ['el puerto de Veracruz', 'la autopista a Xalapa'], 9_500, 1),
  industrial('Hidalgo', 'Tepeji del Río', 19.905, -99.34, ['Parque Industrial Tepeji', 'Zona Industrial Tepeji'], ['la autopista México–Querétaro', 'el Arco Norte'], 9_000, 1),
  industrial('Tlaxcala', 'Huamantla', 19.31, -97.93, ['Ciudad Industrial Xicohténcatl', 'Parque Industrial Huamantla'], ['el Arco Norte', 'la carretera a Puebla'], 8_000, 1),
  industrial('Michoacán', 'Morelia', 19.74, -101.225, ['Ciudad Industrial de Morelia'], ['el libramiento de Morelia', 'la autopista de Occidente'], 8_500, 1),
];

function industrial(
  state: MexicanState,
  city: string,
  latitude: number,
  longitude: number,
  parks: readonly string[],
  landmarks: readonly string[],
  pricePerM2: number,
  weight: number,
): Market {
  return { state, city, latitude, longitude, colonias: parks, landmarks, pricePerM2, coastal: false, leisure: false, weight };
}
