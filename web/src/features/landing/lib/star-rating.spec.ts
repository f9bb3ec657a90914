import { describe, expect, it } from '@jest/globals';
import { ratingLabel, starFills } from './star-rating';

describe('starFills', () => {
  it('draws whole and half stars', () => {
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('rounds to the nearest half and stays within 0…5', () => {
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(7)).toHaveLength(5);
    expect(starFills(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('is read as one phrase', () => {
    expect(ratingLabel(4.5)).toBe('Calificación: 4.5 de 5');
  });
});
