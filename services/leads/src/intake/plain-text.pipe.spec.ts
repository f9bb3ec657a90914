import { describe, expect, it } from '@jest/globals';
import { PlainTextPipe } from './plain-text.pipe.js';

describe('PlainTextPipe', () => {
  const pipe = new PlainTextPipe();

  it('removes NUL and other control characters from string fields, keeping tabs and line breaks', () => {
    expect(pipe.transform({ name: 'Ana\u0000 Ruiz\u001B', message: 'Hola,\r\n\tgracias\u007F', privacy: true, elapsedMs: 4000 })).toEqual({
      name: 'Ana Ruiz',
      message: 'Hola,\r\n\tgracias',
      privacy: true,
      elapsedMs: 4000,
    });
  });

  it('leaves anything that is not a flat form to the validation that follows', () => {
    expect(pipe.transform(null)).toBeNull();
    expect(pipe.transform(undefined)).toBeUndefined();
    const list = ['\u0000'];
    expect(pipe.transform(list)).toBe(list);
    expect(pipe.transform({ name: { first: '\u0000' } })).toEqual({ name: { first: '\u0000' } });
  });
});
