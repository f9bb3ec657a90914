import { z } from 'zod';
import { leadStages, leadSummarySchema } from './leads.js';

/** The budget a lead counts for in the kanban's totals: its upper bound, or its lower one when that is all it said. */
export function leadBudget(lead: { budgetMin: number | null; budgetMax: number | null }): number | null {
  return lead.budgetMax ?? lead.budgetMin;
}

/** GET /api/leads/board: the kanban, with the same filters as the list; totals are the whole column's. */
export const leadBoardSchema = z.object({
  columns: z.array(
    z.object({
      stage: z.enum(leadStages),
      count: z.number().int(),
      /** Sum of the column's budgets in MXN (see leadBudget), over every lead of the column, not only the cards sent. */
      budgetTotal: z.number(),
      leads: z.array(leadSummarySchema),
    }),
  ),
  /** Cards sent per column at most; the column's count says how many there are. */
  cardLimit: z.number().int(),
});
export type LeadBoard = z.infer<typeof leadBoardSchema>;

