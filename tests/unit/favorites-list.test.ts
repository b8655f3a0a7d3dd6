/** The rules of a favourites list (src/lib/favorites/list.ts): lenient reading, newest first, the cap, the view over changes. */
import { describe, expect, it } from 'vitest';
import { decodeFavoriteIds, favoritesView, MAX_FAVORITES, withFavorite } from '#src/lib/favorites/list.ts';

describe('decodeFavoriteIds', () => {
  it.each([
    ['[3,7]', [3, 7]],
    ['[3,"7",{"id":9},{"id":"11"},3]', [3, 7, 9, 11]],
    ['[0,-1,1.5,"x",null,true,{"name":"a"},2147483648]', []],
    ['{"ids":[1]}', []],
    ['"5"', []],
    ['not json', []],
    ['', []],
    [null, []],
  ])('reads %s as %j', (raw, ids) => {
    expect(decodeFavoriteIds(raw)).toEqual(ids);
  });

  it('keeps at most the cap', () => {
    expect(decodeFavoriteIds(JSON.stringify(Array.from({ length: MAX_FAVORITES + 20 }, (_, i) => i + 1)))).toHaveLength(MAX_FAVORITES);
  });
});

describe('withFavorite', () => {
  it('puts a new favourite first and takes one out; the same list when nothing changes', () => {
    const list = [3, 7];
    expect(withFavorite(list, 9, true)).toEqual([9, 3, 7]);
    expect(withFavorite(list, 3, false)).toEqual([7]);
    expect(withFavorite(list, 3, true)).toBe(list);
    expect(withFavorite(list, 4, false)).toBe(list);
  });

  it('takes no more into a full list', () => {
    const full = Array.from({ length: MAX_FAVORITES }, (_, i) => i + 1);
    expect(withFavorite(full, MAX_FAVORITES + 1, true)).toBe(full);
  });
});

describe('favoritesView', () => {
  it('lays the changes on their way over the last known list, in order', () => {
    expect(
      favoritesView(
        [1, 2],
        [
          { id: 3, on: true },
          { id: 1, on: false },
          { id: 3, on: false },
          { id: 4, on: true },
        ],
      ),
    ).toEqual([4, 2]);
    expect(favoritesView([1], [])).toEqual([1]);
  });
});
