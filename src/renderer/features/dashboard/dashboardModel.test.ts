import { describe, expect, it } from 'vitest';
import { moduleCourse } from '../../testing/appHarness';
import { requestableHours } from './dashboardModel';

describe('dashboard model', () => {
  it('adds up whole hours per module for the banner', () => {
    expect(requestableHours([moduleCourse(1, 1, 140), moduleCourse(2, 2, 110)])).toBe(2);
    expect(requestableHours([moduleCourse(1, 1, 99), moduleCourse(2, 2, 99)])).toBe(0);
    expect(requestableHours([])).toBe(0);
  });
});
