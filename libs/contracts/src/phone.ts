// How the site writes and links phones. Free of zod (the phone field's rule is in fields.ts): a listing's page shows
// its agent's phone as it starts, before any form's code.

/**
 * A phone as tel: and wa.me links take it: digits only, with Mexico's country code (52) added to a ten-digit national
 * number; other lengths are taken as already international.
 */
export function internationalPhoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `52${digits}` : digits;
}

/**
 * A Mexican number as people write it: the country code dropped, then 2-4-4 digits for Mexico City, Guadalajara and
 * Monterrey (55, 33, 81) and 3-3-4 elsewhere. Anything else is shown as given.
 */
export function formatPhone(digits: string): string {
  const national = digits.startsWith('52') && digits.length === 12 ? digits.slice(2) : digits;
  if (national.length !== 10) return digits;
  return /^(55|33|81)/.test(national)
    ? `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`
    : `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/**
 * WhatsApp's `wa.me` link for a phone as people write it: the number with its country code and no symbols (Mexican
 * ten-digit numbers get 52; an old "+52 1" mobile prefix is dropped), the message filled in when given.
 */
export function whatsappUrl(phone: string, text?: string): string {
  let digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('00')) digits = digits.slice(2);
  if (digits.length === 10) digits = `52${digits}`;
  else if (digits.length === 13 && digits.startsWith('521')) digits = `52${digits.slice(3)}`;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

