import { describe, expect, it } from '@jest/globals';
import { leadSearchPattern } from './lead-search.js';

describe('leadSearchPattern', () => {
  it('folds accents and case, as the search key folds names', () => {
    expect(leadSearchPattern('Castañeda')).toBe('castaneda');
    expect(leadSearchPattern('  JOSÉ Núñez ')).toBe('jose nunez');
  });

  it('keeps only the digits of a phone number, however it is written', () => {
    expect(leadSearchPattern('55 4455 6677')).toBe('5544556677');
    expect(leadSearchPattern('+52 (55) 4455-6677')).toBe('525544556677');
  });

  it('leaves e-mails and mixed text as text', () => {
    expect(leadSearchPattern('ana.perez@correo.mx')).toBe('ana.perez@correo.mx');
    expect(leadSearchPattern('Depto 12')).toBe('depto 12');
  });
});
