// Jest globalTeardown of the browser project: stops the stack, drops the database and deletes the namespace's
// JetStream stream, through the teardown that global-setup.ts left in Jest's main process.
const TEARDOWN_KEY = Symbol.for('prestigio.browser.teardown');

export default async function globalTeardown(): Promise<void> {
  const teardown = (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[TEARDOWN_KEY];
  await teardown?.();
}
