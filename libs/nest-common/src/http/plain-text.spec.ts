import { describe, expect, it } from '@jest/globals';
import { refuseInvalidUtf8, InvalidUtf8Error, withoutControlCharacters, withoutLoneSurrogates } from './plain-text.js';

describe('withoutControlCharacters', () => {
  it('removes NUL and other control characters from every string, keeping tabs and line breaks', () => {
    expect(withoutControlCharacters({ name: 'Ana\u0000 Ruiz\u001B', message: 'Hola,\r\n\tgracias\u007F', list: ['a\u0000b'], nested: { deep: 'x\u0001' }, privacy: true, n: 4 })).toEqual({
      name: 'Ana Ruiz',
      message: 'Hola,\r\n\tgracias',
      list: ['ab'],
      nested: { deep: 'x' },
      privacy: true,
      n: 4,
    });
  });

  it('removes half surrogate pairs (JSON escapes make them; Postgres would store U+FFFD) and keeps whole ones', () => {
    expect(withoutControlCharacters(JSON.parse('{"title":"Casa \\ud800en\\udfff Polanco \\ud83c\\udfe0"}'))).toEqual({ title: 'Casa en Polanco 🏠' });
  });

  it('keeps __proto__ an ordinary key and pollutes nothing', () => {
    const cleaned = withoutControlCharacters(JSON.parse('{"__proto__": {"polluted": "\\u0000yes"}}')) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(cleaned)).toEqual(['__proto__']);
  });

  it('stops at a bounded depth', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 40; level++) deep = [deep];
    expect(() => withoutControlCharacters(deep)).not.toThrow();
  });
});

describe('withoutLoneSurrogates (HTTP bodies and queries)', () => {
  it('keeps control characters for the contracts to refuse, and removes half surrogate pairs', () => {
    expect(withoutLoneSurrogates(JSON.parse('{"fullName":"Ana\\u0000Ruiz","title":"Casa \\ud800en Polanco \\ud83c\\udfe0"}'))).toEqual({
      fullName: 'Ana\u0000Ruiz',
      title: 'Casa en Polanco 🏠',
    });
  });
});

describe('refuseInvalidUtf8', () => {
  it('accepts UTF-8 and refuses bytes that are not', () => {
    expect(() => refuseInvalidUtf8(undefined, undefined, Buffer.from('{"name":"José Ñúñez"}'))).not.toThrow();
    expect(() => refuseInvalidUtf8(undefined, undefined, Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]))).toThrow(InvalidUtf8Error);
  });
});
