import { describe, expect, it } from '@jest/globals';
import { leadWantsInputSchema } from './leads.js';

describe("a client's budget", () => {
  it('reads money as people type it, as the listing price does', () => {
    for (const [typed, pesos] of [
      ['40,000,000', 40_000_000],
      ['$40,000,000', 40_000_000],
      ['14.5 mdp', 14_500_000],
      ['850 mil', 850_000],
      [7_500_000, 7_500_000],
    ] as const) {
      expect(leadWantsInputSchema.parse({ budgetMax: typed }).budgetMax).toBe(pesos);
    }
    expect(leadWantsInputSchema.parse({ budgetMax: '' }).budgetMax).toBeUndefined();
    expect(leadWantsInputSchema.parse({ budgetMax: null }).budgetMax).toBeNull();
  });

  it('refuses what is not an amount with the field\'s Spanish message', () => {
    const result = leadWantsInputSchema.safeParse({ budgetMin: 'mucho dinero' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Indica una cantidad en pesos');
  });
});
