/** Fewer digits than this cannot identify a person; such a phone is stored but never used to merge leads. */
const MIN_KEY_DIGITS = 8;
/** Mexican numbers have ten digits since 2019; anything before them is a country code or an old dialling prefix. */
const MEXICAN_NATIONAL_DIGITS = 10;

/**
 * The digits that identify a phone number, so the same person is recognised however they format it:
 * '+52 (55) 1234-5678', '+52 1 55 1234 5678', '044 55 1234 5678' and '5512345678' all give '5512345678'.
 * A number written with another country code (+1 415…, 0049…) keeps its whole international form, so it can never
 * be taken for a Mexican number with the same last ten digits. Returns null when there are too few digits.
 */
export function phoneKey(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  if (international && trimmed.startsWith('00')) digits = digits.slice(2);
  if (international && !digits.startsWith('52')) {
    return digits.length >= MIN_KEY_DIGITS ? digits : null;
  }
  if (digits.length >= MEXICAN_NATIONAL_DIGITS) return digits.slice(-MEXICAN_NATIONAL_DIGITS);
  return digits.length >= MIN_KEY_DIGITS ? digits : null;
}
