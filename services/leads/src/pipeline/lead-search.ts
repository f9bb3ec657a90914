/**
 * What a typed search becomes before it is compared with the stored `search_key` (LeadSearch migrations): a phone number as
 * its digits alone ("55 4455 6677" → "5544556677"); anything else lower-cased without accents ("Castañeda" →
 * "castaneda"), as the key folds the name.
 */
export function leadSearchPattern(text: string): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (/^[\d\s()+.-]+$/.test(trimmed) && digits.length >= 3) return digits;
  return trimmed.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
