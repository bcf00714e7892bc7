import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query';

// The expected strings are what axios produced for the same objects, so URLs did not change with it.
describe('serializeQuery', () => {
  it('writes plain values, keeping : $ , readable and spaces as +', () => {
    expect(serializeQuery({ version: '5.3.17' })).toBe('version=5.3.17');
    expect(serializeQuery({ a: 'x y:z,$', b: 3, c: true })).toBe('a=x+y:z,$&b=3&c=true');
  });

  it('leaves out null and undefined, also inside lists', () => {
    expect(serializeQuery({ d: null, e: undefined, f: ['1', 2, null] })).toBe('f%5B%5D=1&f%5B%5D=2');
  });

  it('writes nested objects and lists in bracket notation', () => {
    expect(serializeQuery({ g: { h: 'i', j: [1, 2], k: { l: 'm' } } })).toBe(
      'g%5Bh%5D=i&g%5Bj%5D%5B0%5D=1&g%5Bj%5D%5B1%5D=2&g%5Bk%5D%5Bl%5D=m',
    );
    expect(serializeQuery({ items: [{ id: 3, q: 1 }, { id: 4 }] })).toBe(
      'items%5B0%5D%5Bid%5D=3&items%5B0%5D%5Bq%5D=1&items%5B1%5D%5Bid%5D=4',
    );
  });

  it('writes dates as ISO text and encodes everything else', () => {
    expect(serializeQuery({ when: new Date(0), ' sp ': 'ä&=/?#[]' })).toBe(
      'when=1970-01-01T00:00:00.000Z&sp=%C3%A4%26%3D%2F%3F%23%5B%5D',
    );
  });
});
