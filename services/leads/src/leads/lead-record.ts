import type { Identity, LeadStage, LeadSummary } from '@prestigio/contracts';

/**
 * A lead as SQL reads it and as the service hands it on: the row's columns, their mapping to the API's summary, and
 * who may see it. Shared by LeadsRepository (which owns the `leads` table) and the query-only read models (the
 * pipeline's list, board, export and matching) so they read a lead the same way.
 */
export interface LeadRow {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  source: LeadSummary['source'];
  interest: LeadSummary['interest'];
  stage: LeadStage;
  lost_reason: string | null;
  assigned_agent_id: string | null;
  next_follow_up_at: Date | null;
  last_inquiry_at: Date;
  created_at: Date;
  operation_type: LeadSummary['operationType'];
  property_type: LeadSummary['propertyType'];
  state: LeadSummary['state'];
  city: string | null;
  budget_min: string | null;
  budget_max: string | null;
  bedrooms: number | null;
  needs_review: boolean;
}

export type LeadRecord = LeadSummary & { lostReason: string | null };

export const LEAD_COLUMNS = `id, name, email, phone, source, interest, stage, lost_reason, assigned_agent_id, next_follow_up_at, last_inquiry_at,
  created_at, operation_type, property_type, state, city, budget_min, budget_max, bedrooms, needs_review`;

/** The lead's columns a portal edit may change, by their API names. */
export const EDITABLE_COLUMNS = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  interest: 'interest',
  nextFollowUpAt: 'next_follow_up_at',
  operationType: 'operation_type',
  propertyType: 'property_type',
  state: 'state',
  city: 'city',
  budgetMin: 'budget_min',
  budgetMax: 'budget_max',
  bedrooms: 'bedrooms',
} as const;
export type EditableField = keyof typeof EDITABLE_COLUMNS;

const amount = (value: string | null) => (value === null ? null : Number(value));

export function toLeadRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    source: row.source,
    interest: row.interest,
    stage: row.stage,
    lostReason: row.lost_reason,
    assignedAgentId: row.assigned_agent_id,
    nextFollowUpAt: row.next_follow_up_at?.toISOString() ?? null,
    lastInquiryAt: row.last_inquiry_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    needsReview: row.needs_review,
    operationType: row.operation_type,
    propertyType: row.property_type,
    state: row.state,
    city: row.city,
    budgetMin: amount(row.budget_min),
    budgetMax: amount(row.budget_max),
    bedrooms: row.bedrooms,
  };
}


/** The leads the caller may see, as SQL over `leads` (its parameter appended to `params`). */
export function leadsVisibleTo(caller: Identity, params: unknown[]): string {
  if (caller.role === 'admin') return 'true';
  params.push(caller.userId);
  return `(assigned_agent_id IS NULL OR assigned_agent_id = $${params.length})`;
}

