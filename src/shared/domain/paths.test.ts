import { describe, it, expect } from 'vitest';
import { isUnderPath, normalizePath } from './paths';

describe('paths', () => {
  it('normalises trailing slashes and case for comparison', () => {
    expect(normalizePath('/app/')).toBe('/app');
    expect(normalizePath('/App//')).toBe('/app');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('///')).toBe('/');
  });

  it('matches whole segments only', () => {
    expect(isUnderPath('/app/x', '/app')).toBe(true);
    expect(isUnderPath('/app', '/app/')).toBe(true);
    expect(isUnderPath('/apple', '/app')).toBe(false);
    expect(isUnderPath('/anything', '/')).toBe(true);
  });
});
