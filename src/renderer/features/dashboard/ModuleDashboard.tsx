import type { Country } from '../../../shared/api/constants';
import { dashboardMessages } from '../../../shared/messages/dashboard';
import { RetryAlert, Spinner } from '../../ui';
import {
  bookedCoursesOf,
  isCourseComplete,
  moduleCoursesOf,
  MyCourses,
  useMyCourses,
  useRequestedHours,
} from '../courses';
import { requestableHours, type UserWithRole } from './dashboardModel';
import { HoursBanner } from './HoursBanner';
import { ModuleCard } from './ModuleCard';
import { RoleSwitcher } from './RoleSwitcher';

const m = dashboardMessages;

/** The de and at dashboard of a user with a role: role switcher, hours banner, modules; de adds my courses. */
export function ModuleDashboard({ user, country }: { user: UserWithRole; country: Country }) {
  const courses = useMyCourses();
  const modules = moduleCoursesOf(courses.items, user.role);
  const booked = bookedCoursesOf(courses.items, user.role);
  const requested = useRequestedHours().data;
  const requestedOf = (courseId: number) =>
    requested?.modules.find((entry) => entry.course_id === courseId)?.hours ?? 0;
  const done = (requested?.courses ?? []).filter((course) => course.role === user.role);
  const isLoading = courses.status === 'loading' || (courses.refreshing && modules.length === 0);

  return (
    <div className="dash-page">
      <RoleSwitcher role={user.role} />
      <HoursBanner hours={requestableHours(modules, booked.filter(isCourseComplete))} />
      <section aria-labelledby="dash-modules-title">
        <h2 id="dash-modules-title" className="dash-section-title">
          {m.modulesTitle}
        </h2>
        {courses.status === 'error' ? (
          <RetryAlert retryLabel={m.retry} onRetry={courses.refresh}>
            {m.loadFailed}
          </RetryAlert>
        ) : isLoading ? (
          <Spinner size="lg" className="dash-spinner" />
        ) : (
          <ul className="dash-modules">
            {modules.map((course) => (
              <ModuleCard key={course.id} course={course} requested={requestedOf(course.id)} />
            ))}
          </ul>
        )}
      </section>
      {country === 'de' && courses.status === 'ready' && <MyCourses courses={booked} done={done} />}
    </div>
  );
}
