export { seedCatalogue } from './catalogue.js';
export { seedOptions } from './options.js';
export { generateProperties, generateProperty, generatePropertyBatches } from './property-generator.js';
