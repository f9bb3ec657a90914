// What other tools use of the bench: its table formatting (the compose smoke prints its results the same way).
export { markdownTable, textTable, type Column } from './format.js';
