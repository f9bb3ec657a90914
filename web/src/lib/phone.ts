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
