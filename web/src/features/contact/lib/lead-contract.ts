// The contact form's contract: its zod schemas, built as this module is evaluated (about 60 ms on a phone). Imported
// on its own, in a task of its own, before the form's code (lazy-contact-form).
export { leadSchema } from '@prestigio/contracts';
