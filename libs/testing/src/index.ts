export * from './test-database.js';
export * from './test-namespace.js';
export * from './test-service.js';
export * from './eventually.js';
export * from './service-process.js';
export * from './test-smtp-server.js';
export * from './free-port.js';
export * from './identity-headers.js';
