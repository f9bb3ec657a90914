import { propertyWriteSchema, type AgentProperty, type PropertyWrite } from '@prestigio/contracts';
import type { z } from 'zod';

type WriteInput = z.input<typeof propertyWriteSchema>;
type ChoiceField = 'operationType' | 'propertyType' | 'status' | 'state';
type RequiredNumberField = 'price' | 'bedrooms' | 'bathrooms' | 'halfBathrooms' | 'parkingSpaces';

/**
 * What the listing form holds while it is being filled in: the write shape, except that a select may still be on
 * "Selecciona…" ('') and a required number may be empty (undefined) or unreadable (NaN). The contract schema
 * rejects all three with its own Spanish messages, so nothing invalid is ever sent.
 */
export type PropertyFormValues = Omit<WriteInput, ChoiceField | RequiredNumberField> & {
  [K in ChoiceField]: WriteInput[K] | '';
} & {
  [K in RequiredNumberField]: number | undefined;
};

export type PropertyFieldName = keyof WriteInput & string;

/** Every field of the write schema: a 400's `errors` map is applied to exactly these. */
export const propertyFieldNames = Object.keys(propertyWriteSchema.shape) as PropertyFieldName[];

/** A new listing starts as a draft (not public until someone publishes it) with counts at zero. */
export const newPropertyFormValues: PropertyFormValues = {
  title: '',
  description: '',
  operationType: 'comprar',
  propertyType: '',
  status: 'borrador',
  state: '',
  city: '',
  colonia: '',
  address: '',
  price: undefined,
  bedrooms: 0,
  bathrooms: 0,
  halfBathrooms: 0,
  parkingSpaces: 0,
  landArea: null,
  buildingArea: null,
  hasGarden: false,
  amenities: [],
  maintenanceFee: null,
  ageYears: null,
  latitude: null,
  longitude: null,
};

/** The form filled in with a saved listing. */
export function formValuesFromProperty(property: AgentProperty): PropertyFormValues {
  return {
    title: property.title,
    description: property.description,
    operationType: property.operationType,
    propertyType: property.propertyType,
    status: property.status,
    state: property.state,
    city: property.city,
    colonia: property.colonia ?? '',
    address: property.address ?? '',
    price: property.price,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    halfBathrooms: property.halfBathrooms,
    parkingSpaces: property.parkingSpaces,
    landArea: property.landArea,
    buildingArea: property.buildingArea,
    hasGarden: property.hasGarden,
    amenities: [...property.amenities],
    maintenanceFee: property.maintenanceFee,
    ageYears: property.ageYears,
    latitude: property.latitude,
    longitude: property.longitude,
  };
}

/**
 * The request body for a validated form. An emptied optional field is sent as '' (text) or null (number) rather
 * than left out, so that saving an edit clears it on the server instead of keeping the old value.
 */
export function propertyRequestBody(values: PropertyWrite): WriteInput {
  return {
    ...values,
    colonia: values.colonia ?? '',
    address: values.address ?? '',
    landArea: values.landArea ?? null,
    buildingArea: values.buildingArea ?? null,
    maintenanceFee: values.maintenanceFee ?? null,
    ageYears: values.ageYears ?? null,
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
  };
}
