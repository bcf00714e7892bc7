import { describe, expect, it } from 'vitest';
import { bookedCourse, moduleCourse } from '../../testing/appHarness';
import {
  bookedCoursesOf,
  canBookAnotherCourse,
  courseGoalCoins,
  isCourseComplete,
  moduleCoursesOf,
} from './courseData';

describe('course model', () => {
  const courses = [
    bookedCourse(10, 101, 3, 250),
    moduleCourse(2, 2, 110),
    moduleCourse(1, 1, 140),
    moduleCourse(7, 1, 900, 'makler'),
  ];

  it('splits module and booked courses of the current role, modules in module order', () => {
    expect(moduleCoursesOf(courses, 'agent').map((c) => c.id)).toEqual([1, 2]);
    expect(bookedCoursesOf(courses, 'agent').map((c) => c.id)).toEqual([10]);
    expect(moduleCoursesOf(courses, 'makler').map((c) => c.id)).toEqual([7]);
  });

  it('allows booking up to 3 courses', () => {
    const three = [bookedCourse(1, 101, 1), bookedCourse(2, 102, 1), bookedCourse(3, 103, 1)];
    expect(canBookAnotherCourse(three.slice(0, 2))).toBe(true);
    expect(canBookAnotherCourse(three)).toBe(false);
  });

  it('completes a booked course at hours × 100 coins, never a module course', () => {
    expect(courseGoalCoins(bookedCourse(1, 101, 3))).toBe(300);
    expect(isCourseComplete(bookedCourse(1, 101, 3, 299))).toBe(false);
    expect(isCourseComplete(bookedCourse(1, 101, 3, 300))).toBe(true);
    expect(isCourseComplete(moduleCourse(2, 1, 5000))).toBe(false);
  });
});
