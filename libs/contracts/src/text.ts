const combiningMarks = /[\u0300-\u036f]/g;

/** Lower case without accents: "Querétaro" and "queretaro" fold to the same text. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(combiningMarks, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Lowercase ASCII words joined by hyphens: "Residencia en Lomas de Chapultepec" → "residencia-en-lomas-de-chapultepec". */
export function slugify(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Line breaks (CR, LF, NEL, the Unicode line and paragraph separators), tabs and every other control character. */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const breaksAndControls = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** How long a person's name may run in a subject, a greeting or a calendar entry. */
export const MAX_NAME_IN_MESSAGES = 100;

/**
 * A person's name as it goes into an e-mail's subject and body and a calendar invitation: one line (line breaks and
 * control characters become one space, runs of spaces collapse), trimmed, and cut at MAX_NAME_IN_MESSAGES characters,
 * so "Ana\r\nBcc: x@y.z" can neither add a header nor a line that looks like the agency's own. Null when nothing is left.
 */
export function singleLineName(name: string | null | undefined): string | null {
  if (name == null) return null;
  const line = Array.from(name.replace(breaksAndControls, ' ').replace(/\s+/g, ' ').trim()).slice(0, MAX_NAME_IN_MESSAGES).join('').trim();
  return line === '' ? null : line;
}
