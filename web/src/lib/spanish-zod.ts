// zod's own messages (for rules the contracts give no message of their own) in Spanish, set once by the first form
// that loads. Its own module, so a form's libraries can be evaluated one per task (lib/import-in-turns) with zod and
// the rules every form shares first, and so zod stays out of the landing's start.
import { applySpanishValidationMessages } from '@prestigio/contracts';

applySpanishValidationMessages();
