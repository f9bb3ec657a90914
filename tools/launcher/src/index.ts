// The launcher's public surface: what the other tools (bench, seed) and the test harnesses (browser tests, the
// e2e tests that start their own Postgres or NATS) use to start and reach the stack.
export * from './env-file.js';
export * from './infra.js';
export * from './log.js';
export * from './migrate.js';
export * from './processes.js';
export * from './stack.js';
export * from './command-line.js';
export * from './build.js';
export * from './nats-cluster.js';
export * from './replicated-postgres.js';
