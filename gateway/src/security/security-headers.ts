/**
 * Fits the Vite SPA: its own scripts only, inline styles (Radix/Tailwind), Unsplash photos, OpenStreetMap's tiles for
 * a listing's map, the chat WebSocket.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "img-src 'self' data: blob: https://images.unsplash.com https://*.tile.openstreetmap.org",
  "connect-src 'self' ws: wss:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Nothing on the site uses these browser powers, so no page (or injected script) may ask for them. */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

const alwaysSet: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': permissionsPolicy,
  'cross-origin-opener-policy': 'same-origin',
};

const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** The security headers of a response; HSTS only over https (browsers ignore it on http, and it would lie). */
export function securityHeaders(overHttps: boolean): Record<string, string> {
  return overHttps ? { ...alwaysSet, 'strict-transport-security': strictTransportSecurity } : alwaysSet;
}

/** Headers the gateway owns on every response: an upstream's copy is dropped so the gateway's policy wins. */
export const gatewayOwnedResponseHeaders = [...Object.keys(alwaysSet), 'strict-transport-security', 'x-powered-by'];
