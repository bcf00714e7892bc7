import type { CompanyCourse } from '../../../shared/api/entities';
import { PATHS } from '../../../shared/domain/paths';
import { companyMessages as m } from '../../../shared/messages/company';

/**
 * docs/product-rules.md#company-platform: started and certificate_requested are active; new ones are 'more
 * quizzes'.
 */
export function splitCourses(courses: readonly CompanyCourse[]) {
  return {
    active: courses.filter((c) => c.status !== 'new'),
    more: courses.filter((c) => c.status === 'new'),
  };
}

export type CourseAction =
  | { kind: 'start' }
  | { kind: 'questions' }
  | { kind: 'continue' }
  | { kind: 'failed' }
  | { kind: 'certificate'; enabled: boolean };

/**
 * The result-driven button: a new course is started; in progress shows the
 * questions (none answered yet) or 'Quiz fortsetzen'; failed a disabled 'Nicht bestanden'; passed the
 * certificate button, enabled only while the status is started.
 */
export function courseAction(course: CompanyCourse): CourseAction {
  if (course.status === 'new') return { kind: 'start' };
  if (course.result === 'failed') return { kind: 'failed' };
  if (course.result === 'passed') return { kind: 'certificate', enabled: course.status === 'started' };
  return course.answered_count === 0 ? { kind: 'questions' } : { kind: 'continue' };
}

/**
 * Where a course stands for its participant. Not started until the first answer (an invited
 * course with none answered says so, not '0 von 5 Fragen richtig'); decided the moment the server
 * decides it, passed or failed.
 */
export type CourseStanding = 'not-started' | 'in-progress' | 'passed' | 'failed';

export function courseStanding(course: CompanyCourse): CourseStanding {
  if (course.result === 'passed' || course.result === 'failed') return course.result;
  return course.status === 'new' || course.answered_count === 0 ? 'not-started' : 'in-progress';
}

/** The decided result in words ('Nicht bestanden — 3 von 5 richtig, 4 nötig'); null while open. */
export function resultSentence(course: CompanyCourse): string | null {
  if (course.result === 'passed') return m.resultPassedScore(course.correct_count, course.question_count);
  if (course.result === 'failed')
    return m.resultFailed(course.correct_count, course.question_count, course.pass_mark);
  return null;
}

/**
 * What the participant can do once the course is decided: request the certificate (or wait for its
 * mail), or, failed, why it cannot be repeated and where the other quizzes are (when there are any).
 */
export function nextSteps(course: CompanyCourse, moreQuizzes: boolean): string[] {
  if (course.result === 'passed')
    return [course.status === 'certificate_requested' ? m.nextCertified : m.nextPassed];
  if (course.result === 'failed') return moreQuizzes ? [m.nextFailed, m.nextFailedMore] : [m.nextFailed];
  return [];
}

export const companyPath = (companyId: number) => `${PATHS.platform}/companies/${companyId}`;
export const companyCoursePath = (companyId: number, courseId: number) =>
  `${companyPath(companyId)}/courses/${courseId}`;
export const certificateRequestedPath = (companyId: number, courseId: number) =>
  `${companyCoursePath(companyId, courseId)}/certificate-requested`;

/** A positive integer route parameter, else null. */
export function routeId(raw: string | undefined): number | null {
  const value = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(value) && value > 0 ? value : null;
}

const REQUESTED_KEY = 'platform.requestedCourse';

/** The course whose certificate was requested last: the confirmation page shows only for it. */
export const requestedCourse = {
  key: (companyId: number, courseId: number) => `${companyId}/${courseId}`,
  store(storage: Pick<Storage, 'setItem'>, companyId: number, courseId: number) {
    storage.setItem(REQUESTED_KEY, this.key(companyId, courseId));
  },
  matches(storage: Pick<Storage, 'getItem'>, companyId: number, courseId: number): boolean {
    return storage.getItem(REQUESTED_KEY) === this.key(companyId, courseId);
  },
};
