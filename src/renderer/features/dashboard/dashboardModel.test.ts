import { describe, expect, it } from 'vitest';
import { bookedCourse, moduleCourse } from '../../testing/appHarness';
import { requestableHours } from './dashboardModel';

describe('dashboard model', () => {
  it('adds up whole hours per module for the banner', () => {
    expect(requestableHours([moduleCourse(1, 1, 140), moduleCourse(2, 2, 110)])).toBe(2);
    expect(requestableHours([moduleCourse(1, 1, 99), moduleCourse(2, 2, 99)])).toBe(0);
    expect(requestableHours([])).toBe(0);
  });

  it('counts the hours of completed booked courses into the same pool', () => {
    const done = bookedCourse(10, 101, 3, 300);
    expect(requestableHours([moduleCourse(1, 1, 250), moduleCourse(2, 2, 99)], [done])).toBe(5);
    expect(requestableHours([], [done, bookedCourse(11, 102, 1, 100)])).toBe(4);
  });
});
