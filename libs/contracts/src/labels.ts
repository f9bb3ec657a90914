/**
 * The vocabularies of spec §9: every enumeration with its Spanish labels (properties, a contact's interest, CRM
 * activities). Values are what the API and the database carry; labels are what people read. The shapes that use
 * them live in their domain's file (property.ts, leads.ts, activities.ts, ...).
 */
export const operationTypes = ['comprar', 'rentar', 'desarrollo', 'remate'] as const;
export type OperationType = (typeof operationTypes)[number];
/** Search select options. */
export const operationOptionLabels: Record<OperationType, string> = {
  comprar: 'Comprar',
  rentar: 'Rentar',
  desarrollo: 'Desarrollo',
  remate: 'Remate Bancario',
};
/** Badge on a property card. */
export const operationBadgeLabels: Record<OperationType, string> = {
  comprar: 'Venta',
  rentar: 'Renta',
  desarrollo: 'Desarrollo',
  remate: 'Remate',
};

/** The types a visitor filters by. */
export const propertyFilterTypes = [
  'casa',
  'departamento',
  'condominio',
  'terreno',
  'oficina',
  'local',
  'bodega',
  'desarrollo',
] as const;
export type PropertyFilterType = (typeof propertyFilterTypes)[number];

/** The finer types a listing can have (what its card shows). */
export const propertyTypes = [
  ...propertyFilterTypes,
  'casa_condominio',
  'local_comercial',
  'bodega_comercial',
  'terreno_lote',
  'nave_industrial',
] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const propertyTypeLabels: Record<PropertyType, string> = {
  casa: 'Casa',
  departamento: 'Departamento',
  condominio: 'Condominio',
  terreno: 'Terreno',
  oficina: 'Oficina',
  local: 'Local',
  bodega: 'Bodega',
  desarrollo: 'Desarrollo',
  casa_condominio: 'Casa en condominio',
  local_comercial: 'Local comercial',
  bodega_comercial: 'Bodega comercial',
  terreno_lote: 'Terreno / Lote',
  nave_industrial: 'Nave industrial',
};

/** Which listing types a filter type finds: a filter finds its own type and the finer types it contains. */
export const propertyTypesMatchedByFilter: Record<PropertyFilterType, readonly PropertyType[]> = {
  casa: ['casa', 'casa_condominio'],
  departamento: ['departamento'],
  condominio: ['condominio', 'casa_condominio'],
  terreno: ['terreno', 'terreno_lote'],
  oficina: ['oficina'],
  local: ['local', 'local_comercial'],
  bodega: ['bodega', 'bodega_comercial', 'nave_industrial'],
  desarrollo: ['desarrollo'],
};

/** Land is measured by its land area; everything else by its built area. */
export const landPropertyTypes: readonly PropertyType[] = ['terreno', 'terreno_lote'];

/** The 32 federal entities of Mexico, as people write them. */
export const mexicanStates = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Coahuila',
  'Colima',
  'Durango',
  'Estado de México',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'Michoacán',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz',
  'Yucatán',
  'Zacatecas',
] as const;
export type MexicanState = (typeof mexicanStates)[number];

/** Abbreviations and everyday names of the federal entities, folded (lower case, no accents). */
export const mexicanStateAliases: Readonly<Record<string, MexicanState>> = {
  cdmx: 'Ciudad de México',
  df: 'Ciudad de México',
  'ciudad de mexico': 'Ciudad de México',
  'distrito federal': 'Ciudad de México',
  edomex: 'Estado de México',
  'estado de mexico': 'Estado de México',
  nl: 'Nuevo León',
  qroo: 'Quintana Roo',
  'q roo': 'Quintana Roo',
  bcs: 'Baja California Sur',
  jal: 'Jalisco',
  qro: 'Querétaro',
  gto: 'Guanajuato',
  yuc: 'Yucatán',
};

/** Listing statuses. Only published ones are public; `destacado` marks a featured listing. */
export const propertyStatuses = ['disponible', 'destacado', 'apartada', 'vendida', 'rentada', 'borrador'] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];
export const publishedPropertyStatuses: readonly PropertyStatus[] = ['disponible', 'destacado'];
export const propertyStatusLabels: Record<PropertyStatus, string> = {
  disponible: 'Disponible',
  destacado: 'Destacado',
  apartada: 'Apartada',
  vendida: 'Vendida',
  rentada: 'Rentada',
  borrador: 'Borrador',
};

export const amenities = [
  'alberca',
  'gimnasio',
  'seguridad_24h',
  'vista_al_mar',
  'jardin',
  'terraza',
  'roof_garden',
  'elevador',
  'cuarto_de_servicio',
  'bodega',
  'acceso_a_playa',
  'campo_de_golf',
  'club_de_playa',
  'spa',
  'salon_de_eventos',
  'area_de_juegos',
  'cava',
  'chimenea',
  'pet_friendly',
  'paneles_solares',
] as const;
export type Amenity = (typeof amenities)[number];
export const amenityLabels: Record<Amenity, string> = {
  alberca: 'Alberca',
  gimnasio: 'Gimnasio',
  seguridad_24h: 'Seguridad 24 h',
  vista_al_mar: 'Vista al mar',
  jardin: 'Jardín',
  terraza: 'Terraza',
  roof_garden: 'Roof garden',
  elevador: 'Elevador',
  cuarto_de_servicio: 'Cuarto de servicio',
  bodega: 'Bodega',
  acceso_a_playa: 'Acceso a playa',
  campo_de_golf: 'Campo de golf',
  club_de_playa: 'Club de playa',
  spa: 'Spa',
  salon_de_eventos: 'Salón de eventos',
  area_de_juegos: 'Área de juegos',
  cava: 'Cava',
  chimenea: 'Chimenea',
  pet_friendly: 'Acepta mascotas',
  paneles_solares: 'Paneles solares',
};

/** What a contact is interested in (spec §9). */
export const interests = ['compra', 'venta', 'alquiler', 'inversion', 'otro'] as const;
export type Interest = (typeof interests)[number];
export const interestLabels: Record<Interest, string> = {
  compra: 'Compra',
  venta: 'Venta',
  alquiler: 'Alquiler',
  inversion: 'Inversión',
  otro: 'Otro',
};

export const activityTypes = ['llamada', 'videollamada', 'email', 'visita', 'whatsapp'] as const;
export type ActivityType = (typeof activityTypes)[number];
export const activityTypeLabels: Record<ActivityType, string> = {
  llamada: 'Llamada',
  videollamada: 'Videollamada',
  email: 'Email',
  visita: 'Visita',
  whatsapp: 'WhatsApp',
};

/** The spec's three statuses, and "Cancelada" for work that will not happen (a video call the client called off). */
export const activityStatuses = ['completada', 'pendiente', 'programada', 'cancelada'] as const;
export type ActivityStatus = (typeof activityStatuses)[number];
export const activityStatusLabels: Record<ActivityStatus, string> = {
  completada: 'Completada',
  pendiente: 'Pendiente',
  programada: 'Programada',
  cancelada: 'Cancelada',
};
/** Still to do: counted as pending on the dashboard, and overdue once their time has passed. */
export const openActivityStatuses = ['pendiente', 'programada'] as const satisfies readonly ActivityStatus[];
export function isOpenActivityStatus(status: ActivityStatus): boolean {
  return (openActivityStatuses as readonly ActivityStatus[]).includes(status);
}
