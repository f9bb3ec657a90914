/**
 * What a visitor typed into a server-rendered form before React owned it, by the form's accessible name and each
 * field's name. React keeps those values when it hydrates the form; but an urgent render reaching the form while its
 * code is still on its way (a menu jump: React renders the address change of a Back/anchor at once) makes React throw
 * the server's form away and draw it anew, empty. The new form starts from this draft instead, so nothing typed is lost.
 */
export type ServerFormDraft = Record<string, string | boolean>;

const drafts = new Map<string, ServerFormDraft>();

/** Keeps a field's value as the visitor left it (lib/first-interaction calls this for forms not yet React's). */
export function recordServerFormField(form: HTMLFormElement, field: EventTarget | null): void {
  const formName = form.getAttribute('aria-label');
  if (!formName || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
  if (!field.name) return;
  const draft = drafts.get(formName) ?? {};
  draft[field.name] = field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
  drafts.set(formName, draft);
}

/** What was typed into the server's form named `formName`, if anything (read while rendering: it does not change it). */
export function serverFormDraft(formName: string): ServerFormDraft | undefined {
  return drafts.get(formName);
}

/** The form is React's now: its fields hold the draft, and a later form (another visit to the page) starts empty. */
export function forgetServerFormDraft(formName: string): void {
  drafts.delete(formName);
}
