import { describe, expect, it } from '@jest/globals';
import { formatNumberInput, parseMexicanNumber } from './mexican-number.js';

const value = (text: string, options?: Parameters<typeof parseMexicanNumber>[1]) => {
  const parsed = parseMexicanNumber(text, options);
  return parsed.kind === 'number' ? parsed.value : parsed.kind;
};

describe('parseMexicanNumber', () => {
  it.each([
    ['12500000', 12_500_000],
    ['12,500,000', 12_500_000],
    ['$12,500,000', 12_500_000],
    ['$ 12,500,000.00 MXN', 12_500_000],
    ['12 500 000', 12_500_000],
    ['12\u00a0500\u00a0000', 12_500_000],
    ['1,250', 1250],
    ['1,250.75', 1250.75],
    ['2.5', 2.5],
    ['.5', 0.5],
    ['5.', 5],
    ['0', 0],
    ['350 m²', 350],
    ['350m2', 350],
    ['  42  ', 42],
  ])('reads es-MX "%s" as %p', (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it('reads what people used to other conventions mean', () => {
    expect(value('1.250.000')).toBe(1_250_000);
    expect(value('1.250.000,50')).toBe(1_250_000.5);
    expect(value('2,5')).toBe(2.5);
    expect(value("1'250'000")).toBe(1_250_000);
  });

  it('keeps the sign, for coordinates', () => {
    expect(value('-99.1332')).toBe(-99.1332);
    expect(value('−99.1332')).toBe(-99.1332);
    expect(value('19.4326')).toBe(19.4326);
  });

  it('reads "mil" and "millones" only where asked (money)', () => {
    const money = { allowMultipliers: true };
    expect(value('12.5 mdp', money)).toBe(12_500_000);
    expect(value('12.5 MDP', money)).toBe(12_500_000);
    expect(value('3 millones', money)).toBe(3_000_000);
    expect(value('1 millón', money)).toBe(1_000_000);
    expect(value('$4.2M', money)).toBe(4_200_000);
    expect(value('850 mil', money)).toBe(850_000);
    expect(value('850 mil pesos', money)).toBe(850_000);
    expect(value('35k', money)).toBe(35_000);
    expect(value('12.5 mdp')).toBe('invalid');
    expect(value('850 mil')).toBe('invalid');
  });

  it('tells an empty box from one holding something that is not a number', () => {
    expect(value('')).toBe('empty');
    expect(value('   ')).toBe('empty');
    expect(value('$')).toBe('invalid');
    expect(value('-')).toBe('invalid');
    expect(value('.')).toBe('invalid');
    expect(value('doce')).toBe('invalid');
    expect(value('12a')).toBe('invalid');
    expect(value('1,25,000')).toBe('invalid');
    expect(value('1.2.3')).toBe('invalid');
    expect(value('1,000.000,5')).toBe('invalid');
    expect(value('1e6')).toBe('invalid');
  });
});

describe('formatNumberInput', () => {
  it('groups money and counts as es-MX writes them', () => {
    expect(formatNumberInput(12_500_000, 'integer')).toBe('12,500,000');
    expect(formatNumberInput(0, 'integer')).toBe('0');
    expect(formatNumberInput(1250.5, 'decimal')).toBe('1,250.5');
    expect(formatNumberInput(350, 'decimal')).toBe('350');
  });

  it('leaves a fraction visible in a whole-number field, for the schema to reject', () => {
    expect(formatNumberInput(2.5, 'integer')).toBe('2.5');
  });

  it('writes coordinates plainly, ungrouped and to six decimals', () => {
    expect(formatNumberInput(-99.133209, 'coordinate')).toBe('-99.133209');
    expect(formatNumberInput(19.43260712, 'coordinate')).toBe('19.432607');
  });

  it('shows nothing for no value', () => {
    expect(formatNumberInput(null, 'integer')).toBe('');
    expect(formatNumberInput(undefined, 'decimal')).toBe('');
    expect(formatNumberInput(Number.NaN, 'integer')).toBe('');
  });

  it('round-trips through the parser', () => {
    for (const number of [0, 7, 1250, 12_500_000, 9_999_999_999]) {
      expect(value(formatNumberInput(number, 'integer'))).toBe(number);
    }
  });
});
