import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Fewer digits than this cannot identify a person; such a phone is stored but never used to merge leads. */
const MIN_KEY_DIGITS = 8;
/** Mexican numbers have ten digits since 2019; anything before them is an old dialling prefix (1, 044, 045). */
const MEXICAN_NATIONAL_DIGITS = 10;

/**
 * The digits that identify a phone number, so the same person is recognised however they format it:
 * '+52 (55) 1234-5678', '+52 1 55 1234 5678', '044 55 1234 5678' and '5512345678' all give '5512345678'.
 * libphonenumber-js reads the country code (+, 00, or Mexico by default); a number of another country (+1 415…,
 * 0049…) keeps its country code in front, so it can never be taken for a Mexican number with the same last ten
 * digits. Returns null when there are too few digits.
 */
export function phoneKey(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, 'MX');
  if (!parsed) return null;
  const key =
    parsed.countryCallingCode === '52'
      ? parsed.nationalNumber.slice(-MEXICAN_NATIONAL_DIGITS)
      : `${parsed.countryCallingCode}${parsed.nationalNumber}`;
  return key.length >= MIN_KEY_DIGITS ? key : null;
}
