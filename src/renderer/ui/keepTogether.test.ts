import { describe, expect, it } from 'vitest';
import { keepTogether } from './keepTogether';

describe('keepTogether', () => {
  it('joins §, Art., Abs., Nr. and Ziff. to the number after them, and nothing else', () => {
    expect(keepTogether('(§ 147 AO, § 14b UStG)')).toBe('(§\u00a0147 AO, §\u00a014b UStG)');
    expect(keepTogether('Art. 6 Abs. 1 lit. b DSGVO, Ziff. 11, Nr. 3')).toBe(
      'Art.\u00a06 Abs.\u00a01 lit. b DSGVO, Ziff.\u00a011, Nr.\u00a03',
    );
    expect(keepTogether('Der Art. des Hauses, Abs. der Zeile')).toBe('Der Art. des Hauses, Abs. der Zeile');
  });
});
