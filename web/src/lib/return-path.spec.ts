import { describe, expect, it } from '@jest/globals';
import { portalReturnPath } from './return-path';

describe('portalReturnPath', () => {
  it('keeps a portal page with its query', () => {
    expect(portalReturnPath({ returnTo: '/leads/6f1c3a52-8d7e-4c55-9a8b-0d2f3b4c5d6e' })).toBe('/leads/6f1c3a52-8d7e-4c55-9a8b-0d2f3b4c5d6e');
    expect(portalReturnPath({ returnTo: '/activities?status=pendiente' })).toBe('/activities?status=pendiente');
    expect(portalReturnPath({ returnTo: '/video-calls' })).toBe('/video-calls');
  });

  it('never leads outside the portal: other sites, protocol-relative and backslash tricks, public or unknown pages', () => {
    for (const returnTo of ['https://malo.example/leads', '//malo.example/leads', '/\\malo.example', 'javascript:alert(1)', '/auth', '/', '/propiedades/casa', '/no-existe', '', 42]) {
      expect(portalReturnPath({ returnTo })).toBeNull();
    }
    expect(portalReturnPath(null)).toBeNull();
    expect(portalReturnPath(undefined)).toBeNull();
  });
});
