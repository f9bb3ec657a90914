import { describe, expect, it } from '@jest/globals';
import { botSignal, MIN_HUMAN_FILL_MS } from './bot-trap.js';

describe('botSignal', () => {
  it('lets people through: empty honeypot, enough time, or no timing at all', () => {
    expect(botSignal({})).toBeNull();
    expect(botSignal({ website: '', elapsedMs: MIN_HUMAN_FILL_MS })).toBeNull();
    expect(botSignal({ website: '   ', elapsedMs: 60_000 })).toBeNull();
  });

  it('flags a filled honeypot whatever the timing, and a form posted in under 2.5 s', () => {
    expect(botSignal({ website: 'https://spam.example', elapsedMs: 60_000 })).toBe('honeypot filled');
    expect(botSignal({ elapsedMs: MIN_HUMAN_FILL_MS - 1 })).toBe('filled too fast');
    expect(botSignal({ elapsedMs: 0 })).toBe('filled too fast');
  });
});
