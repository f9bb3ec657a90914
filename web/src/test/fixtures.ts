import type { Activity, AgentProperty, LeadDetail, LeadSummary, PropertySummary, PublicUser } from '@prestigio/contracts';

/** A signed-in agent as GET /api/user answers it; override what a test is about. */
export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: '0b7f3c1e-5a43-4c55-9d3b-6f1d2a9e8c01',
    fullName: 'Lucía Fernández',
    email: 'lucia@prestigio.mx',
    username: 'lucia',
    role: 'agent',
    status: 'active',
    phone: '525512345678',
    createdAt: '2026-01-15T16:00:00.000Z',
    ...overrides,
  };
}

/** A listing as the search and the catalogue list it. */
export function aProperty(overrides: Partial<PropertySummary> = {}): PropertySummary {
  return {
    id: 'b5a0f1d2-8c3e-4f6a-9b7d-1e2f3a4b5c6d',
    slug: 'casa-en-lomas-de-chapultepec',
    title: 'Casa en Lomas de Chapultepec',
    mainImage: null,
    operationType: 'comprar',
    status: 'disponible',
    propertyType: 'casa',
    location: 'Lomas de Chapultepec, Ciudad de México',
    city: 'Ciudad de México',
    colonia: 'Lomas de Chapultepec',
    state: 'Ciudad de México',
    price: 18_500_000,
    bedrooms: 4,
    bathrooms: 4,
    halfBathrooms: 1,
    parkingSpaces: 3,
    landArea: 600,
    buildingArea: 450,
    hasGarden: true,
    createdAt: '2026-10-01T16:00:00.000Z',
    ...overrides,
  };
}

/** A client (lead) as the CRM's lists and board send it. */
export function aLead(overrides: Partial<LeadSummary> = {}): LeadSummary {
  return {
    id: '2c9d4e1f-7a3b-4c5d-8e6f-9a0b1c2d3e4f',
    name: 'Ana Ruiz',
    email: 'ana.ruiz@example.com',
    phone: '5512345678',
    source: 'sitio_web',
    interest: 'compra',
    stage: 'nuevo',
    assignedAgentId: null,
    nextFollowUpAt: null,
    lastInquiryAt: '2026-11-20T16:00:00.000Z',
    createdAt: '2026-11-20T16:00:00.000Z',
    needsReview: false,
    operationType: 'comprar',
    propertyType: 'casa',
    state: 'Ciudad de México',
    city: 'Ciudad de México',
    budgetMin: null,
    budgetMax: 8_000_000,
    bedrooms: 3,
    ...overrides,
  };
}

/** The same client as GET /api/leads/:id and every change answer it. */
export function aLeadDetail(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    ...aLead(overrides),
    lostReason: null,
    pendingDetails: [],
    duplicates: [],
    hiddenDuplicate: false,
    inquiries: [],
    timeline: [],
    ...overrides,
  };
}

/** An activity as the portal's list and form get it. */
export function anActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: '7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b',
    type: 'llamada',
    description: 'Llamar para confirmar la visita',
    leadId: aLead().id,
    leadName: aLead().name,
    startsAt: '2026-12-02T17:30:00.000Z',
    durationMinutes: 30,
    status: 'programada',
    ownerId: aUser().id,
    videoCallId: null,
    meetingUrl: null,
    ...overrides,
  };
}

/** A listing as the portal's form gets it back (the public detail plus the private address). */
export function anAgentProperty(overrides: Partial<AgentProperty> = {}): AgentProperty {
  return {
    ...aProperty(),
    reference: 'PRE-000123',
    description: 'Residencia con jardín, estudio y cuarto de servicio en una calle cerrada con vigilancia.',
    images: [],
    amenities: [],
    maintenanceFee: null,
    ageYears: null,
    latitude: null,
    longitude: null,
    agent: null,
    updatedAt: '2026-10-01T16:00:00.000Z',
    address: null,
    agentId: aUser().id,
    ...overrides,
  };
}
