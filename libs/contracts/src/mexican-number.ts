/**
 * Numbers as people in Mexico type them into a form: "$12,500,000", "12 500 000", "2.5", "1,250.75 m²", and for
 * money "12.5 mdp" or "850 mil". es-MX groups thousands with a comma and marks decimals with a dot; a lone comma
 * followed by one or two digits ("2,5") or European grouping ("1.250.000,50") is read the way its writer meant it.
 */

export type ParsedNumber =
  /** Nothing was typed. */
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  /** Something was typed that is not a number; the form reports it with the schema's own message. */
  | { kind: 'invalid' };

export interface ParseOptions {
  /** Money fields accept "mil"/"k" (thousands) and "millones"/"mdp"/"M" (millions). */
  allowMultipliers?: boolean;
}

const MILLION = /(?:millones|millón|millon|mdp|mill|m)\.?$/i;
const THOUSAND = /(?:mil|k)\.?$/i;
/** Currency and unit decorations that carry no value. */
const DECORATIONS = [/^\$/, /^mxn/i, /mxn$/i, /pesos$/i, /m²$/i, /m2$/i, /\$$/];
const SPACES = /[\s\u00a0\u202f\u2009']/g;

function stripDecorations(text: string): string {
  let rest = text;
  let changed = true;
  while (changed) {
    changed = false;
    for (const pattern of DECORATIONS) {
      const next = rest.replace(pattern, '').trim();
      if (next !== rest) {
        rest = next;
        changed = true;
      }
    }
  }
  return rest;
}

/** "1,250,000" with every group after the first exactly three digits long. */
function isGrouped(digits: string, separator: string): boolean {
  const groups = digits.split(separator);
  return /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((group) => /^\d{3}$/.test(group));
}

/** The plain "1234.5" form of an unsigned number written with thousands and decimal separators, or null. */
function normaliseSeparators(text: string): string | null {
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;

  if (commas > 0 && dots > 0) {
    // Both separators: the last one to appear marks the decimals, the other groups thousands.
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    const [whole, fraction, ...extra] = text.split(decimal);
    if (extra.length > 0 || !isGrouped(whole!, grouping) || !/^\d+$/.test(fraction!)) return null;
    return `${whole!.split(grouping).join('')}.${fraction}`;
  }
  for (const separator of [',', '.']) {
    const count = separator === ',' ? commas : dots;
    if (count === 0) continue;
    if (count > 1) return isGrouped(text, separator) ? text.split(separator).join('') : null;
    const [whole, fraction] = text.split(separator) as [string, string];
    // es-MX: a dot is a decimal point; a comma before exactly three digits groups thousands ("1,250"),
    // otherwise it is someone's decimal comma ("2,5").
    const groupsThousands = separator === ',' && /^\d{3}$/.test(fraction) && /^\d{1,3}$/.test(whole);
    if (groupsThousands) return `${whole}${fraction}`;
    // "5." (a decimal point typed, its digits not yet) is 5; a lone "." is nothing.
    if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || whole + fraction === '') return null;
    return `${whole || '0'}.${fraction || '0'}`;
  }
  return text;
}

export function parseMexicanNumber(input: string, { allowMultipliers = false }: ParseOptions = {}): ParsedNumber {
  let text = stripDecorations(input.trim());
  if (text === '') return input.trim() === '' ? { kind: 'empty' } : { kind: 'invalid' };

  let sign = 1;
  if (text.startsWith('-') || text.startsWith('−')) {
    sign = -1;
    text = stripDecorations(text.slice(1).trim());
  }

  let multiplier = 1;
  if (allowMultipliers) {
    const million = MILLION.exec(text);
    const thousand = million ? null : THOUSAND.exec(text);
    if (million || thousand) {
      multiplier = million ? 1_000_000 : 1_000;
      text = stripDecorations(text.slice(0, (million ?? thousand)!.index).trim());
    }
  }

  const plain = normaliseSeparators(text.replace(SPACES, ''));
  if (plain === null || !/^\d+(\.\d+)?$/.test(plain)) return { kind: 'invalid' };
  // Rounded to whole centavos/centímetros so "12.5 mdp" is 12500000, not 12499999.999999998.
  const value = Math.round(Number(plain) * multiplier * 1e6) / 1e6;
  return { kind: 'number', value: sign * value };
}

export type NumberStyle = 'integer' | 'decimal' | 'coordinate';

const formats: Record<NumberStyle, Intl.NumberFormat> = {
  integer: new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 }),
  decimal: new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 }),
  // Coordinates are read and pasted as plain decimals, never grouped.
  coordinate: new Intl.NumberFormat('en-US', { maximumFractionDigits: 6, useGrouping: false }),
};

/** How a number is shown back in its input once the user leaves it: "12,500,000", "2.5", "-99.1332". */
export function formatNumberInput(value: number | null | undefined, style: NumberStyle): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  // A fraction in a whole-number field is left as typed so the schema can say it must be whole.
  if (style === 'integer' && !Number.isInteger(value)) return formats.decimal.format(value);
  return formats[style].format(value);
}
