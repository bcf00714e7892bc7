import { describe, expect, it } from 'vitest';
import { layoutTier } from './layout';

describe('layoutTier', () => {
  it.each([
    [320, 'mobile'],
    [768, 'mobile'],
    [769, 'desktop'],
    [1099, 'desktop'],
    [1100, 'wide'],
    [1280, 'wide'],
    [1319, 'wide'],
    [1320, 'wider'],
    [2560, 'wider'],
  ] as const)('%i px is %s', (width, tier) => {
    expect(layoutTier(width)).toBe(tier);
  });
});
