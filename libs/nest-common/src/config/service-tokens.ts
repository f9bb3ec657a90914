/** The validated env of the running service (its own schema's output). Inject with `@Inject(SERVICE_ENV)`. */
export const SERVICE_ENV = Symbol('SERVICE_ENV');
/** The service's name (`auth`, `properties`, ...), as reported by /health and printed in logs. */
export const SERVICE_NAME = Symbol('SERVICE_NAME');
/** HMAC key of the gateway-signed identity header. */
export const IDENTITY_SECRET = Symbol('IDENTITY_SECRET');
