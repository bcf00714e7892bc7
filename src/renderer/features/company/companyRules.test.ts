import { describe, expect, it } from 'vitest';
import type { CompanyCourse } from '../../../shared/api/entities';
import { courseAction, requestedCourse, routeId, splitCourses } from './companyRules';

const course = (changes: Partial<CompanyCourse>): CompanyCourse => ({
  id: 1,
  name: 'Kurs',
  status: 'started',
  result: 'in-progress',
  correct_count: 0,
  question_count: 5,
  answered_count: 0,
  ...changes,
});

describe('company course rules', () => {
  it('lists started and certificate_requested as active, new ones under more quizzes', () => {
    const courses = [
      course({ id: 1, status: 'new' }),
      course({ id: 2, status: 'started' }),
      course({ id: 3, status: 'certificate_requested', result: 'passed' }),
    ];
    const { active, more } = splitCourses(courses);
    expect(active.map((c) => c.id)).toEqual([2, 3]);
    expect(more.map((c) => c.id)).toEqual([1]);
  });

  it('picks the button from status and result', () => {
    expect(courseAction(course({ status: 'new' }))).toEqual({ kind: 'start' });
    expect(courseAction(course({}))).toEqual({ kind: 'questions' });
    expect(courseAction(course({ answered_count: 2, correct_count: 2 }))).toEqual({ kind: 'continue' });
    expect(courseAction(course({ result: 'failed', answered_count: 2 }))).toEqual({ kind: 'failed' });
    expect(courseAction(course({ result: 'passed', answered_count: 4, correct_count: 4 }))).toEqual({
      kind: 'certificate',
      enabled: true,
    });
    expect(courseAction(course({ result: 'passed', status: 'certificate_requested' }))).toEqual({
      kind: 'certificate',
      enabled: false,
    });
  });

  it('reads route ids strictly', () => {
    expect(routeId('17')).toBe(17);
    for (const raw of [undefined, '', '0', '-1', '1.5', '1e3', 'x']) expect(routeId(raw)).toBeNull();
  });

  it('lets the confirmation page through only for the stored requested course', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(requestedCourse.matches(storage, 1, 2)).toBe(false);
    requestedCourse.store(storage, 1, 2);
    expect(requestedCourse.matches(storage, 1, 2)).toBe(true);
    expect(requestedCourse.matches(storage, 1, 3)).toBe(false);
    expect(requestedCourse.matches(storage, 2, 2)).toBe(false);
  });
});
