import { ForbiddenException } from '@nestjs/common';
import { savedSearchMessages } from '@prestigio/contracts';
import { SavedSearchLinks } from './saved-search-links.js';

describe('SavedSearchLinks', () => {
  const links = new SavedSearchLinks('un secreto de pruebas');

  it('verifies its own tokens for their purpose', () => {
    const token = links.sign({ purpose: 'baja', email: 'ana@correo.mx', searchId: '6f1c1b2e-1f1a-4f7e-9d1e-1a2b3c4d5e6f' });
    expect(links.verify(token, 'baja')).toEqual({ purpose: 'baja', email: 'ana@correo.mx', searchId: '6f1c1b2e-1f1a-4f7e-9d1e-1a2b3c4d5e6f' });
  });

  it('refuses a token of another purpose, another key, or altered', () => {
    const token = links.sign({ purpose: 'gestion', email: 'ana@correo.mx' });
    expect(() => links.verify(token, 'baja')).toThrow(new ForbiddenException(savedSearchMessages.wrongLink));
    expect(() => new SavedSearchLinks('otro secreto').verify(token, 'gestion')).toThrow(new ForbiddenException(savedSearchMessages.invalidLink));
    const [, signature] = token.split('.');
    const otherAddress = `${Buffer.from(JSON.stringify({ p: 'gestion', e: 'beto@correo.mx' })).toString('base64url')}.${signature}`;
    for (const altered of [otherAddress, `${token}x`, token.slice(1), 'a.b.c', '', '.']) {
      expect(() => links.verify(altered, 'gestion')).toThrow(new ForbiddenException(savedSearchMessages.invalidLink));
    }
  });
});
