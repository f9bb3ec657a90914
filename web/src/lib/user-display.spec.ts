import { describe, expect, it } from '@jest/globals';
import { displayName, roleLabel } from './user-display';

describe('displayName', () => {
  it('prefers the full name', () => {
    expect(displayName({ fullName: 'María García', username: 'mgarcia' })).toBe('María García');
  });

  it('falls back to the username when the full name is missing or blank', () => {
    expect(displayName({ fullName: null, username: 'mgarcia' })).toBe('mgarcia');
    expect(displayName({ fullName: '   ', username: 'mgarcia' })).toBe('mgarcia');
  });
});

describe('roleLabel', () => {
  it('gives the Spanish label of each role', () => {
    expect(roleLabel({ role: 'admin' })).toBe('Administrador');
    expect(roleLabel({ role: 'agent' })).toBe('Agente');
  });
});
