export * from './http-error.js';
export * from './health.js';
export * from './events.js';
export * from './identity.js';
