import axios from 'axios';
import { expect, it } from 'vitest';
import { serializeQuery } from '../src/renderer/api/query';
it('matches axios', () => {
  const cases: object[] = [
    { version: '5.3.17' },
    { a: 'x y:z,$', b: 3, c: true, d: null, e: undefined, f: ['1', 2, null], g: { h: 'i', j: [1, 2], k: { l: 'm' } } },
    { items: [{ id: 3, q: 1 }, { id: 4 }], when: new Date(0), 'tags[]': ['a'], ' sp ': 'ä&=/?#[]' },
    { mixed: [1, [2, 3]], empty: [], obj: {} },
  ];
  for (const q of cases) {
    const viaAxios = axios.getUri({ url: '/x', params: q }).replace(/^\/x\??/, '');
    expect(serializeQuery(q)).toBe(viaAxios);
  }
});
