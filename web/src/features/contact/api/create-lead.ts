import type { LeadInput } from '@prestigio/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/leads with the contact form (leadSchema): 201 on success; 400 `{message, errors}` with field messages;
 * 429 `{message}` when the address sent too many. The answer's body is not used (spec §7).
 */
export function createLead(lead: LeadInput): Promise<unknown> {
  return apiRequest('POST', '/api/leads', lead);
}
