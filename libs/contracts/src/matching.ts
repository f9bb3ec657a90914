import { z } from 'zod';
import { blankAsUndefined, lineText, paragraphText } from './fields.js';
import { leadSummarySchema, leadWantsShape } from './leads.js';
import { propertySummarySchema } from './property.js';

/** A listing still fits when its price is within 10 % of the client's budget. */
export const BUDGET_MARGIN = 0.1;

/**
 * How well a listing fits a client, 0–100: the place (its city 40, only its state 20), the price (inside the budget
 * 40, only inside the margin 10: over budget weighs more than a neighbouring city) and how near the budget it is
 * (up to 20). Criteria the client did not give count
 * half, so a listing is never ranked above another for what nobody asked.
 */
export function propertyFit(price: number, criteria: Pick<PropertyMatchRequest, 'state' | 'city' | 'budgetMin' | 'budgetMax'>, cityMatches: boolean): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;
  if (cityMatches) {
    score += 40;
    reasons.push('En la ciudad que busca');
  } else if (criteria.state || criteria.city) {
    score += 20;
    reasons.push('En el estado que busca');
  } else score += 20;

  const { budgetMin, budgetMax } = criteria;
  if (budgetMin === null && budgetMax === null) score += 20;
  else if ((budgetMin === null || price >= budgetMin) && (budgetMax === null || price <= budgetMax)) {
    score += 40;
    reasons.push('Dentro del presupuesto');
  } else {
    score += 10;
    reasons.push('Cerca del presupuesto (±10 %)');
  }

  const target = budgetMax ?? budgetMin;
  if (target === null || target === 0) score += 10;
  else score += 20 * Math.max(0, 1 - Math.abs(price - target) / target);
  return { score: Math.round(score * 10) / 10, reasons };
}

/** A listing that fits what a lead is looking for, best first. */
export const propertyMatchSchema = z.object({
  property: propertySummarySchema,
  /** 0–100: how closely it fits (city over state, price inside the budget over its ±10 % margin, closeness to the budget). */
  score: z.number(),
  reasons: z.array(z.string()),
});
export type PropertyMatch = z.infer<typeof propertyMatchSchema>;
export const leadMatchesSchema = z.object({ matches: z.array(propertyMatchSchema), criteriaMissing: z.boolean() });
export type LeadMatches = z.infer<typeof leadMatchesSchema>;

/** The criteria the properties service matches listings against (RPC `properties.match`). */
export const propertyMatchRequestSchema = z.object({ ...leadWantsShape, limit: z.number().int().min(1).max(50) });
export type PropertyMatchRequest = z.infer<typeof propertyMatchRequestSchema>;
export const propertyMatchReplySchema = z.object({ matches: z.array(propertyMatchSchema) });

/** RPC `properties.summaries`: published listings by id, in the order asked (unknown or unpublished ones left out). */
export const propertySummariesRequestSchema = z.object({ ids: z.array(z.string().max(64)).max(50) });
export const propertySummariesReplySchema = z.object({ properties: z.array(propertySummarySchema) });

/** POST /api/leads/:id/selections: listings an agent sends a client, by e-mail or as a WhatsApp message. */
export const selectionChannels = ['email', 'whatsapp'] as const;
export const leadSelectionSchema = z.object({
  propertyIds: z.array(lineText('La propiedad').min(1).max(64), { error: 'Selecciona propiedades' }).min(1, 'Selecciona al menos una propiedad').max(10, 'Hasta 10 propiedades por envío'),
  channel: z.enum(selectionChannels, { error: 'Canal no válido' }),
  message: blankAsUndefined(paragraphText('El mensaje').max(1000, 'No puede tener más de 1,000 caracteres').optional()),
});
export type LeadSelection = z.infer<typeof leadSelectionSchema>;
/** For WhatsApp, the `wa.me` link the agent opens (the text is filled in); for e-mail, the queued message's subject. */
export const leadSelectionReceiptSchema = z.object({ channel: z.enum(selectionChannels), whatsappUrl: z.string().nullable(), sentTo: z.string() });
export type LeadSelectionReceipt = z.infer<typeof leadSelectionReceiptSchema>;

/** GET /api/leads/for-property/:propertyId: the leads a listing fits (the caller's visible ones), best first. */
export const propertyLeadMatchSchema = z.object({ lead: leadSummarySchema, score: z.number() });
export const propertyLeadMatchesSchema = z.object({ leads: z.array(propertyLeadMatchSchema) });
export type PropertyLeadMatches = z.infer<typeof propertyLeadMatchesSchema>;

