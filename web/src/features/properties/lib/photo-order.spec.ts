import { describe, expect, it } from '@jest/globals';
import { arrangeBy, makeMainPhoto, movePhoto, positionAnnouncement } from './photo-order';

const ids = ['a', 'b', 'c', 'd'];

describe('movePhoto', () => {
  it('swaps a photo with its neighbour', () => {
    expect(movePhoto(ids, 'c', -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(movePhoto(ids, 'b', 1)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('leaves the order alone at either edge or for an unknown photo', () => {
    expect(movePhoto(ids, 'a', -1)).toEqual(ids);
    expect(movePhoto(ids, 'd', 1)).toEqual(ids);
    expect(movePhoto(ids, 'z', 1)).toEqual(ids);
  });

  it('does not change the list it was given', () => {
    const original = [...ids];
    movePhoto(original, 'b', 1);
    expect(original).toEqual(ids);
  });
});

describe('makeMainPhoto', () => {
  it('puts the photo first and keeps the others in their order', () => {
    expect(makeMainPhoto(ids, 'c')).toEqual(['c', 'a', 'b', 'd']);
    expect(makeMainPhoto(ids, 'a')).toEqual(ids);
    expect(makeMainPhoto(ids, 'z')).toEqual(ids);
  });
});

describe('arrangeBy', () => {
  it('orders items by id and drops ids it does not know', () => {
    const items = ids.map((id) => ({ id, url: `/${id}.webp` }));
    expect(arrangeBy(items, ['d', 'a', 'x']).map((item) => item.id)).toEqual(['d', 'a']);
  });
});

describe('positionAnnouncement', () => {
  it('tells where the photo is now, and when it became the main one', () => {
    expect(positionAnnouncement(['a', 'c', 'b'], 'c')).toBe('Foto movida a la posición 2 de 3');
    expect(positionAnnouncement(['c', 'a', 'b'], 'c')).toBe('Foto principal (posición 1 de 3)');
  });
});
