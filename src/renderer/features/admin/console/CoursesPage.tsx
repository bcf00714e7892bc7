import './console.css';
import { Link, Navigate } from 'react-router-dom';
import type { ConsoleCourse } from '../../../../shared/api/calls/companyConsole';
import { PATHS } from '../../../../shared/domain/paths';
import { companyConsoleMessages as m } from '../../../../shared/messages/companyConsole';
import { LinkButton, PageHeader, RetryAlert, Spinner } from '../../../ui';
import { useConsoleCourses } from './queries';
import { useConsoleCompany, useConsolePaths } from './useConsoleCompany';

/** '1.12.2026' for '2026-12-01'. */
export const dayLabel = (day: string): string => {
  const [y, mo, d] = day.split('-');
  return `${Number(d)}.${Number(mo)}.${y}`;
};

export const windowLabel = (course: Pick<ConsoleCourse, 'open_from' | 'open_until'>): string =>
  course.open_from && course.open_until
    ? m.windowBetween(dayLabel(course.open_from), dayLabel(course.open_until))
    : course.open_from
      ? m.windowFrom(dayLabel(course.open_from))
      : course.open_until
        ? m.windowUntil(dayLabel(course.open_until))
        : m.windowAlways;

export function CoursesTable({ rows }: { rows: readonly ConsoleCourse[] }) {
  const paths = useConsolePaths();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{m.coursesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.colName}</th>
            <th scope="col">{m.colState}</th>
            <th scope="col">{m.colQuestions}</th>
            <th scope="col">{m.colPassMark}</th>
            <th scope="col">{m.colWindow}</th>
            <th scope="col">{m.colDeadline}</th>
            <th scope="col">{m.colEnrolled}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((course) => (
            <tr key={course.id} data-testid="console-course-row">
              <td>
                <Link to={paths.course(course.id)} aria-label={m.open(course.name)}>
                  {course.name}
                </Link>
              </td>
              <td className="admin-table__nowrap" data-testid="console-course-state">
                {m.stateNames[course.state]}
              </td>
              <td>{course.question_count}</td>
              <td>{course.pass_mark}</td>
              <td className="admin-table__nowrap">{windowLabel(course)}</td>
              <td className="admin-table__nowrap">{course.deadline ? dayLabel(course.deadline) : m.none}</td>
              <td>{course.enrolled}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/firma/kurse: the company's courses with their state. */
export function CoursesPage() {
  const company = useConsoleCompany();
  const paths = useConsolePaths();
  const courses = useConsoleCourses(company ?? 0);
  if (!company) return <Navigate to={PATHS.admin} replace />;
  return (
    <>
      <PageHeader
        title={m.coursesTitle}
        level={1}
        description={m.coursesIntro}
        actions={<LinkButton to={`${paths.courses}/neu`}>{m.newCourse}</LinkButton>}
      />
      {courses.isError ? (
        <RetryAlert retryLabel={m.retry} onRetry={() => void courses.refetch()}>
          {m.loadFailed}
        </RetryAlert>
      ) : !courses.data ? (
        <Spinner label={m.loading} />
      ) : courses.data.length === 0 ? (
        <p>{m.noCourses}</p>
      ) : (
        <CoursesTable rows={courses.data} />
      )}
    </>
  );
}
