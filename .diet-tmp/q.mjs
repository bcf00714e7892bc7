import axios from 'axios';
const cases = [
    { version: '5.3.17' },
    { a: 'x y:z,$', b: 3, c: true, d: null, e: undefined, f: ['1', 2, null], g: { h: 'i', j: [1, 2], k: { l: 'm' } } },
    { items: [{ id: 3, q: 1 }, { id: 4 }], when: new Date(0), ' sp ': 'ä&=/?#[]' },
  ];
for (const q of cases) console.log(axios.getUri({ url: '/x', params: q }));
