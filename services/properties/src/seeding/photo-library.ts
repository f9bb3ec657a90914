import type { SeedPhoto } from './seed-property.js';

/**
 * Real Unsplash photos for the seeded catalogue, by what they show. Copied into the project on purpose: the product
 * never reads the shared research folder at run time. Portraits are left out; listings never show people.
 */
export const photoCategories = [
  'house_exterior',
  'beachfront',
  'pool',
  'interior_living',
  'apartment_penthouse',
  'kitchen',
  'bedroom',
  'bathroom',
  'garden',
  'colonial_hacienda',
  'office',
  'commercial',
  'warehouse_industrial',
  'land_lot',
  'skyline_mexico_city',
  'skyline_generic',
] as const;
export type PhotoCategory = (typeof photoCategories)[number];

export interface LibraryPhoto {
  /** The Unsplash image address without query parameters. */
  readonly base: string;
  /** What the photo shows, in Spanish, for screen readers and broken images. */
  readonly alt: string;
}

const unsplash = (id: string, alt: string): LibraryPhoto => ({ base: `https://images.unsplash.com/${id}`, alt });

export const photoLibrary: Readonly<Record<PhotoCategory, readonly LibraryPhoto[]>> = {
  house_exterior: [
    unsplash('photo-1512917774080-9991f1c4c750', 'Residencia contemporánea con alberca iluminada al anochecer'),
    unsplash('photo-1580587771525-78b9dba3b914', 'Villa moderna de líneas rectas con amplio jardín'),
    unsplash('photo-1564013799919-ab600027ffc6', 'Casa moderna rodeada de jardín y alberca'),
    unsplash('photo-1600585154526-990dced4db0d', 'Fachada contemporánea con grandes ventanales'),
    unsplash('photo-1568605114967-8130f3a36994', 'Casa familiar de dos plantas con jardín al frente'),
    unsplash('photo-1570129477492-45c003edd2be', 'Casa de dos niveles con jardín y cochera'),
    unsplash('photo-1583608205776-bfd35f0d9f83', 'Fachada de casa residencial con jardín'),
    unsplash('photo-1518780664697-55e3ad937233', 'Casa residencial rodeada de árboles'),
    unsplash('photo-1600566753190-17f0baa2a6c3', 'Casa moderna con terraza amplia'),
    unsplash('photo-1598228723793-52759bba239c', 'Fachada de residencia con acabados modernos'),
    unsplash('photo-1605276374104-dee2a0ed3cd6', 'Casa de un nivel con jardín'),
  ],
  beachfront: [
    unsplash('photo-1499793983690-e29da59ef1c2', 'Casa de playa frente al mar'),
    unsplash('photo-1602343168117-bb8ffe3e2e9f', 'Villa blanca junto al mar'),
    unsplash('photo-1582268611958-ebfd161ef9cf', 'Terraza con alberca y vista al mar'),
    unsplash('photo-1507525428034-b723cf961d3e', 'Playa de arena blanca y mar turquesa'),
  ],
  pool: [
    unsplash('photo-1613977257363-707ba9348227', 'Alberca rodeada de palmeras y jardín'),
    unsplash('photo-1576013551627-0cc20b96c2a7', 'Alberca de lujo con camastros'),
    unsplash('photo-1566073771259-6a8506099945', 'Alberca de conjunto residencial con palmeras'),
    unsplash('photo-1571896349842-33c89424de2d', 'Alberca con áreas de descanso estilo resort'),
  ],
  interior_living: [
    unsplash('photo-1600607687939-ce8a6c25118c', 'Sala de lujo con candil y doble altura'),
    unsplash('photo-1600210492486-724fe5c67fb0', 'Sala minimalista con luz natural'),
    unsplash('photo-1586023492125-27b2c045efd7', 'Estancia de diseño moderno y elegante'),
    unsplash('photo-1618221195710-dd6b41faaea6', 'Sala de diseño con sofá y obra de arte'),
    unsplash('photo-1600121848594-d8644e57abab', 'Sala con dos sofás y mesa de centro'),
    unsplash('photo-1600607687920-4e2a09cf159d', 'Estancia con diseño de interiores contemporáneo'),
    unsplash('photo-1600573472550-8090b5e0745e', 'Estancia amplia con ventanales'),
    unsplash('photo-1600566753086-00f18fb6b3ea', 'Estancia con piso de madera en espiga'),
  ],
  apartment_penthouse: [
    unsplash('photo-1502672260266-1c1ef2d93688', 'Departamento luminoso con sala y comedor'),
    unsplash('photo-1522708323590-d24dbb6b0267', 'Loft urbano con sala integrada'),
    unsplash('photo-1560448204-e02f11c3d0e2', 'Estancia de departamento con ventanales'),
    unsplash('photo-1493809842364-78817add7ffb', 'Sala de departamento con decoración moderna'),
    unsplash('photo-1545324418-cc1a3fa10c00', 'Torre residencial de lujo'),
  ],
  kitchen: [
    unsplash('photo-1556912173-3bb406ef7e77', 'Cocina moderna con acabados claros'),
    unsplash('photo-1556911220-bff31c812dba', 'Cocina blanca con isla de mármol'),
    unsplash('photo-1484154218962-a197022b5858', 'Cocina con barra y área de comedor'),
  ],
  bedroom: [
    unsplash('photo-1505693416388-ac5ce068fe85', 'Recámara principal luminosa'),
    unsplash('photo-1616594039964-ae9021a400a0', 'Recámara principal con vista a la ciudad'),
    unsplash('photo-1631049307264-da0ec9d70304', 'Suite principal de estilo hotelero'),
  ],
  bathroom: [
    unsplash('photo-1552321554-5fefe8c9ef14', 'Baño principal tipo spa'),
    unsplash('photo-1620626011761-996317b8d101', 'Baño con lavabo de mármol'),
  ],
  garden: [
    unsplash('photo-1557429287-b2e26467fc2b', 'Andador entre la vegetación del jardín'),
    unsplash('photo-1558904541-efa843a96f01', 'Jardín trasero con pasto cuidado'),
    unsplash('photo-1560749003-f4b1e17e2dff', 'Jardín con arriates de flores'),
  ],
  colonial_hacienda: [unsplash('photo-1593436243794-e0e6eefcef57', 'Arquitectura de estilo colonial')],
  office: [
    unsplash('photo-1486406146926-c627a92ad1ab', 'Torres de oficinas corporativas'),
    unsplash('photo-1486325212027-8081e485255e', 'Fachada de edificio corporativo moderno'),
    unsplash('photo-1497366216548-37526070297c', 'Oficina con estaciones de trabajo abiertas'),
    unsplash('photo-1497366811353-6870744d04b2', 'Oficina corporativa amueblada'),
    unsplash('photo-1504384308090-c894fdcc538d', 'Espacio de trabajo colaborativo con mesas compartidas'),
    unsplash('photo-1497215728101-856f4ea42174', 'Oficina de planta abierta con luz natural'),
  ],
  commercial: [
    unsplash('photo-1441986300917-64674bd600d8', 'Local comercial con exhibidores de ropa'),
    unsplash('photo-1528698827591-e19ccd7bc23d', 'Fachada de local comercial a pie de calle'),
    unsplash('photo-1555396273-367ea4eb4db5', 'Local acondicionado como restaurante'),
    unsplash('photo-1604719312566-8912e9227c6a', 'Local comercial con anaqueles'),
  ],
  warehouse_industrial: [
    unsplash('photo-1553413077-190dd305871c', 'Bodega con racks de almacenamiento'),
    unsplash('photo-1586528116311-ad8dd3c8310d', 'Centro logístico con tarimas'),
    unsplash('photo-1565793298595-6a879b1d9492', 'Nave industrial con área de producción'),
  ],
  land_lot: [
    unsplash('photo-1500382017468-9049fed747ef', 'Terreno abierto al atardecer'),
    unsplash('photo-1628624747186-a941c476b7ef', 'Terreno listo para construir'),
  ],
  skyline_mexico_city: [
    unsplash('photo-1518105779142-d975f22f1b0a', 'Vista panorámica de la Ciudad de México'),
    unsplash('photo-1518659526054-190340b32735', 'La Ciudad de México desde las alturas'),
    unsplash('photo-1585464231875-d9ef1f5ad396', 'Arquitectura moderna en la Ciudad de México'),
    unsplash('photo-1518638150340-f706e86654de', 'Paisaje urbano de la Ciudad de México'),
  ],
  skyline_generic: [
    unsplash('photo-1477959858617-67f85cf4f1df', 'Ciudad iluminada de noche'),
    unsplash('photo-1449824913935-59a10b8d2000', 'Rascacielos iluminados de noche'),
    unsplash('photo-1480714378408-67cf0d13bc1b', 'Vista nocturna de la ciudad'),
  ],
};

/** Unsplash resizes on its CDN: a light card image and a sharper gallery image of the same photo. */
const cardSizing = '?auto=format&fit=crop&w=800&q=75';
const gallerySizing = '?auto=format&fit=crop&w=1600&q=80';

export function toSeedPhoto(photo: LibraryPhoto): SeedPhoto {
  return { url: photo.base + cardSizing, largeUrl: photo.base + gallerySizing, alt: photo.alt };
}

/** The photo at `index` of a category; throws on a bad index so a typo in the catalogue fails loudly at load. */
export function libraryPhoto(category: PhotoCategory, index: number): LibraryPhoto {
  const photo = photoLibrary[category][index];
  if (!photo) throw new RangeError(`The photo library has no ${category} photo #${index}`);
  return photo;
}
