import { describe, expect, it } from 'vitest';
import type { CompanyCourse } from '../../../shared/api/entities';
import { companyMessages as m } from '../../../shared/messages/company';
import {
  courseAction,
  courseStanding,
  nextSteps,
  requestedCourse,
  resultSentence,
  routeId,
  splitCourses,
} from './companyRules';

const course = (changes: Partial<CompanyCourse>): CompanyCourse => ({
  id: 1,
  name: 'Kurs',
  status: 'started',
  result: 'in-progress',
  correct_count: 0,
  question_count: 5,
  answered_count: 0,
  pass_mark: 4,
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

  it('calls a course not started until its first answer, then open, then passed or failed', () => {
    expect(courseStanding(course({ status: 'new' }))).toBe('not-started');
    expect(courseStanding(course({}))).toBe('not-started');
    expect(courseStanding(course({ answered_count: 1 }))).toBe('in-progress');
    expect(courseStanding(course({ result: 'passed', answered_count: 4, correct_count: 4 }))).toBe('passed');
    expect(courseStanding(course({ result: 'failed', answered_count: 2 }))).toBe('failed');
  });

  it('puts the decided result in words, with the pass mark when failed, and says what comes next', () => {
    expect(resultSentence(course({ answered_count: 1 }))).toBeNull();
    const failed = course({
      result: 'failed',
      answered_count: 4,
      correct_count: 3,
      pass_mark: 5,
      question_count: 6,
    });
    expect(resultSentence(failed)).toBe('Nicht bestanden — 3 von 6 richtig, 5 nötig');
    expect(nextSteps(failed, true)).toEqual([m.nextFailed, m.nextFailedMore]);
    expect(nextSteps(failed, false)).toEqual([m.nextFailed]);
    const passed = course({ result: 'passed', answered_count: 4, correct_count: 4 });
    expect(resultSentence(passed)).toBe('Bestanden — 4 von 5 richtig');
    expect(nextSteps(passed, true)).toEqual([m.nextPassed]);
    expect(nextSteps({ ...passed, status: 'certificate_requested' }, false)).toEqual([m.nextCertified]);
    expect(nextSteps(course({ answered_count: 1 }), true)).toEqual([]);
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
