/**
 * Amounts as Mexicans write and say them: "80 mil", "un millón y medio", "12 mdp", "2.5 millones", "$3,500,000",
 * "500k", "ochocientos mil". No npm library reads these right (measured: "un millón y medio", "entre 1 y 2 millones"
 * and "12 mdp" all came out wrong), so this is the project's own, driven by the phrase table in its spec.
 */

const UNITS: Record<string, number> = {
  cero: 0, un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
  diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18,
  diecinueve: 19, veinte: 20, veintiun: 21, veintiuno: 21, veintidos: 22, veintitres: 23, veinticuatro: 24,
  veinticinco: 25, veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29, treinta: 30, cuarenta: 40,
  cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90, cien: 100, ciento: 100, doscientos: 200,
  doscientas: 200, trescientos: 300, trescientas: 300, cuatrocientos: 400, cuatrocientas: 400, quinientos: 500,
  quinientas: 500, seiscientos: 600, seiscientas: 600, setecientos: 700, setecientas: 700, ochocientos: 800,
  ochocientas: 800, novecientos: 900, novecientas: 900, medio: 0.5, media: 0.5,
};

export const MULTIPLIERS: Record<string, number> = {
  mil: 1_000,
  k: 1_000,
  millon: 1_000_000,
  millones: 1_000_000,
  mdp: 1_000_000,
  mm: 1_000_000,
  m: 1_000_000,
  mdd: 1_000_000,
};

/** Lower case, no accents, no currency signs: what every matcher here reads. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "3,500,000" → 3500000; "2.5" → 2.5; "1.200.000" → 1200000; "80,5" → 80.5. */
export function parseDigits(token: string): number | null {
  if (!/^\d[\d.,]*$/.test(token)) return null;
  const groups = token.split(/[.,]/);
  const separators = token.replace(/\d/g, '');
  // Thousands grouping: every group after the first has three digits ("3,500,000", "1.200.000").
  if (groups.length > 1 && groups.slice(1).every((group) => group.length === 3) && (separators.length > 1 || groups[0]!.length <= 3)) {
    // "2.500" alone is ambiguous; as an amount of money it is two thousand five hundred.
    return Number(groups.join(''));
  }
  if (groups.length === 2) return Number(`${groups[0]}.${groups[1]}`);
  return groups.length === 1 ? Number(token) : null;
}

/**
 * Reads a run of number words or digits at the start of `words` ("un millón y medio de pesos" → 1500000 over four
 * words). Returns the value and how many words it used, or null when `words` does not start with a number.
 * `defaultMultiplier` applies when no unit follows ("de 2 a 3 millones": the 2 borrows millones).
 */
export function readAmount(words: readonly string[], start: number): { value: number; used: number; unit: number | null } | null {
  let index = start;
  let base: number;
  // Digits, possibly glued to a unit: "80mil", "12mdp", "500k", "2.5m".
  const glued = words[index]?.match(/^(\d[\d.,]*)(mil|k|mdp|mm|m|millones|millon)$/);
  if (glued) {
    const value = parseDigits(glued[1]!);
    if (value === null) return null;
    return { value: value * MULTIPLIERS[glued[2]!]!, used: 1, unit: MULTIPLIERS[glued[2]!]! };
  }
  const digits = words[index] !== undefined ? parseDigits(words[index]!) : null;
  if (digits !== null) {
    base = digits;
    index += 1;
  } else {
    // Number words: "ochocientos cincuenta", "veinte", "un".
    let sum = 0;
    let seen = false;
    while (index < words.length && UNITS[words[index]!] !== undefined && words[index] !== 'medio' && words[index] !== 'media') {
      sum += UNITS[words[index]!]!;
      seen = true;
      index += 1;
      if (words[index] === 'y' && UNITS[words[index + 1] ?? ''] !== undefined && words[index + 1] !== 'medio' && words[index + 1] !== 'media') index += 1;
    }
    if (!seen) return null;
    base = sum;
  }
  let unit: number | null = null;
  let value = base;
  // "mil" then "millones" ("mil millones" is not a house price; treat "X mil" and "X millones" only).
  if (words[index] !== undefined && MULTIPLIERS[words[index]!] !== undefined && !(words[index] === 'm' && words[index + 1] === '2')) {
    unit = MULTIPLIERS[words[index]!]!;
    value = base * unit;
    index += 1;
    // "un millón doscientos mil" / "1 millón 200 mil"
    if (unit === 1_000_000) {
      const rest = readThousands(words, index);
      if (rest) {
        value += rest.value;
        index += rest.used;
      }
    }
  }
  // "y medio" after the unit ("un millón y medio") or before it ("dos y medio millones").
  if (words[index] === 'y' && (words[index + 1] === 'medio' || words[index + 1] === 'media')) {
    index += 2;
    if (unit === null && words[index] !== undefined && MULTIPLIERS[words[index]!] !== undefined) {
      unit = MULTIPLIERS[words[index]!]!;
      value = (base + 0.5) * unit;
      index += 1;
    } else {
      value += 0.5 * (unit ?? 1);
    }
  }
  return { value, used: index - start, unit };
}

/** "doscientos mil" after "un millón": a number of thousands, or null. */
function readThousands(words: readonly string[], start: number): { value: number; used: number } | null {
  const amount = readAmountWithoutMillions(words, start);
  if (!amount || words[start + amount.used] !== 'mil') return null;
  return { value: amount.value * 1_000, used: amount.used + 1 };
}

function readAmountWithoutMillions(words: readonly string[], start: number): { value: number; used: number } | null {
  const digits = words[start] !== undefined ? parseDigits(words[start]!) : null;
  if (digits !== null) return { value: digits, used: 1 };
  let sum = 0;
  let index = start;
  while (index < words.length && UNITS[words[index]!] !== undefined && words[index] !== 'medio') {
    sum += UNITS[words[index]!]!;
    index += 1;
    if (words[index] === 'y' && UNITS[words[index + 1] ?? ''] !== undefined && words[index + 1] !== 'medio') index += 1;
  }
  return index > start ? { value: sum, used: index - start } : null;
}
