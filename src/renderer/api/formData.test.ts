import { describe, expect, it } from 'vitest';
import { toFormData } from './formData';

describe('toFormData', () => {
  it('writes nested bodies in bracket notation, keeping files, and null apart from left-out fields', () => {
    const photo = new Blob(['png'], { type: 'image/png' });
    const form = toFormData({
      name: 'Anna',
      count: 3,
      anonymous: false,
      company: null,
      skipped: undefined,
      tags: ['a', 'b'],
      address: { street: 'Hauptstr. 1', city: 'Bonn' },
      purchases: [{ course_id: 4, quantity: 2 }],
      photo,
    });
    const entries = [...form.entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : 'file',
    ]);
    expect(entries).toEqual([
      ['name', 'Anna'],
      ['count', '3'],
      ['anonymous', '0'],
      ['company', ''],
      ['tags[]', 'a'],
      ['tags[]', 'b'],
      ['address[street]', 'Hauptstr. 1'],
      ['address[city]', 'Bonn'],
      ['purchases[0][course_id]', '4'],
      ['purchases[0][quantity]', '2'],
      ['photo', 'file'],
    ]);
  });
});
