import { describe, expect, it } from '@jest/globals';
import { propertyUpdateSchema, propertyWriteSchema, type AgentProperty } from '@prestigio/contracts';
import { formValuesFromProperty, newPropertyFormValues, propertyFieldNames, propertyRequestBody } from './property-form-values';

const saved: AgentProperty = {
  id: '0f9a4f2e-2c4b-4a55-9d7e-6a1c3b2d4e5f',
  slug: 'casa-con-jardin-en-lomas-de-chapultepec-ciudad-de-mexico',
  reference: 'PRE-000007',
  title: 'Casa con jardín en Lomas de Chapultepec',
  mainImage: null,
  operationType: 'comprar',
  status: 'borrador',
  propertyType: 'casa',
  location: 'Lomas de Chapultepec, Ciudad de México',
  city: 'Ciudad de México',
  colonia: 'Lomas de Chapultepec',
  state: 'Ciudad de México',
  price: 38_500_000,
  bedrooms: 4,
  bathrooms: 4,
  halfBathrooms: 1,
  parkingSpaces: 4,
  landArea: 820,
  buildingArea: 640.5,
  hasGarden: true,
  createdAt: '2026-03-01T18:00:00.000Z',
  description: 'Residencia con jardín arbolado, estudio, cuarto de servicio y vistas a la barranca.',
  images: [],
  amenities: ['jardin', 'seguridad_24h'],
  maintenanceFee: null,
  ageYears: 12,
  latitude: 19.4249,
  longitude: -99.2151,
  agent: { id: 'agent-1', fullName: 'María García', phone: '525552801511' },
  updatedAt: '2026-03-02T18:00:00.000Z',
  address: null,
  agentId: 'agent-1',
};

describe('the listing form values', () => {
  it('covers exactly the fields of the write schema', () => {
    expect(Object.keys(newPropertyFormValues).sort()).toEqual([...propertyFieldNames].sort());
    expect(Object.keys(formValuesFromProperty(saved)).sort()).toEqual([...propertyFieldNames].sort());
  });

  it('starts a new listing as a draft that the schema still refuses until the agent fills it in', () => {
    const result = propertyWriteSchema.safeParse(newPropertyFormValues);
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path.join('.')));
    expect([...fields].sort()).toEqual(['city', 'description', 'price', 'propertyType', 'state', 'title']);
    expect(newPropertyFormValues.status).toBe('borrador');
  });

  it('fills the form with a saved listing that validates as it is', () => {
    const values = formValuesFromProperty(saved);
    expect(values.address).toBe('');
    const parsed = propertyWriteSchema.parse(values);
    expect(parsed.address).toBeUndefined();
    expect(parsed.colonia).toBe('Lomas de Chapultepec');
    expect(parsed.amenities).toEqual(['jardin', 'seguridad_24h']);
  });

  it('sends emptied optional fields so that saving an edit clears them on the server', () => {
    const parsed = propertyWriteSchema.parse({
      ...formValuesFromProperty(saved),
      colonia: '',
      landArea: null,
      ageYears: null,
      latitude: null,
      longitude: null,
    });
    const body = propertyRequestBody(parsed);
    expect(body).toMatchObject({ colonia: '', address: '', landArea: null, ageYears: null, latitude: null, maintenanceFee: null });
    // What the service's PATCH validation makes of it: the keys are present (so they overwrite), with no value.
    const update = propertyUpdateSchema.parse(JSON.parse(JSON.stringify(body)));
    expect('colonia' in update && update.colonia === undefined).toBe(true);
    expect(update.landArea).toBeNull();
    expect(update.buildingArea).toBe(640.5);
  });
});
