/**
 * The demo agents seeded for a local run (SEED_DEMO_DATA=true). Their ids are fixed so the property catalogue can
 * name its agent in charge without asking the auth service at seed time. Phones are the agency's direct lines
 * (digits with the country code), shown on their listings.
 */
export const DEMO_AGENTS = [
  { id: '6d1b7c9e-3f0a-4c51-9a8e-1f2b3c4d5e01', username: 'mgarcia', fullName: 'María García', email: 'maria.garcia@prestigio.mx', phone: '525552801511' },
  { id: '6d1b7c9e-3f0a-4c51-9a8e-1f2b3c4d5e02', username: 'rmendoza', fullName: 'Ricardo Mendoza', email: 'ricardo.mendoza@prestigio.mx', phone: '525552801512' },
  { id: '6d1b7c9e-3f0a-4c51-9a8e-1f2b3c4d5e03', username: 'lhernandez', fullName: 'Lucía Hernández', email: 'lucia.hernandez@prestigio.mx', phone: '525552801513' },
] as const;
