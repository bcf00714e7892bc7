import './console.css';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { courseFormOf } from '../../../../shared/domain/companyConsoleForms';
import { PATHS } from '../../../../shared/domain/paths';
import { companyConsoleMessages as m } from '../../../../shared/messages/companyConsole';
import { useAtomValue } from '../../../state';
import { InlineAlert, LinkButton, PageHeader, RetryAlert, Spinner } from '../../../ui';
import { consoleMessageFor } from './consoleErrors';
import { CourseForm } from './CourseForm';
import { courseArchiveAtom, courseCreateAtom, coursePublishAtom, courseUpdateAtom } from './mutations';
import { useConsoleCourse } from './queries';
import { dayLabel, windowLabel } from './CoursesPage';
import { QuestionCard } from './CourseForm';
import { useConsoleCompany, useConsolePaths } from './useConsoleCompany';
import { AlertDialog, Button } from '../../../ui';

const routeId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** /admin/firma/kurse/neu: a new course, a draft. */
export function NewCoursePage() {
  const company = useConsoleCompany();
  const paths = useConsolePaths();
  const navigate = useNavigate();
  const create = useAtomValue(courseCreateAtom);
  if (!company) return <Navigate to={PATHS.admin} replace />;
  return (
    <>
      <PageHeader title={m.createTitle} level={1} />
      <CourseForm
        company={company}
        title={m.createTitle}
        isPending={create.isPending}
        onCancel={() => void navigate(paths.courses)}
        onSave={async (body) => {
          const course = (await create.mutateAsync({ company, body })) as { id: number };
          await navigate(paths.course(course.id));
        }}
      />
    </>
  );
}

/** /admin/firma/kurse/:course/bearbeiten: the course's form. */
export function EditCoursePage() {
  const company = useConsoleCompany();
  const paths = useConsolePaths();
  const id = routeId(useParams().course);
  const navigate = useNavigate();
  const update = useAtomValue(courseUpdateAtom);
  const course = useConsoleCourse(company ?? 0, id ?? 0);
  if (!company || id === null) return <Navigate to={paths.courses} replace />;
  if (course.isError)
    return (
      <RetryAlert retryLabel={m.retry} onRetry={() => void course.refetch()}>
        {consoleMessageFor(course.error, m.loadFailed)}
      </RetryAlert>
    );
  if (!course.data) return <Spinner label={m.loading} />;
  const title = m.editTitle(course.data.name);
  return (
    <>
      <PageHeader title={title} level={1} />
      <CourseForm
        key={course.data.id}
        company={company}
        title={title}
        initial={courseFormOf(course.data)}
        initialQuestions={course.data.questions}
        isPending={update.isPending}
        onCancel={() => void navigate(paths.course(id))}
        onSave={async (body) => {
          await update.mutateAsync({ company, course: id, body });
          await navigate(paths.course(id));
        }}
      />
    </>
  );
}

/** /admin/firma/kurse/:course: the course's facts and questions, publish and archive. */
export function CoursePage() {
  const company = useConsoleCompany();
  const paths = useConsolePaths();
  const id = routeId(useParams().course);
  const course = useConsoleCourse(company ?? 0, id ?? 0);
  const publish = useAtomValue(coursePublishAtom);
  const archive = useAtomValue(courseArchiveAtom);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!company || id === null) return <Navigate to={paths.courses} replace />;
  if (course.isError)
    return (
      <RetryAlert retryLabel={m.retry} onRetry={() => void course.refetch()}>
        {consoleMessageFor(course.error, m.loadFailed)}
      </RetryAlert>
    );
  if (!course.data) return <Spinner label={m.loading} />;
  const data = course.data;
  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(consoleMessageFor(failure));
    }
  };
  return (
    <>
      <PageHeader
        title={data.name}
        level={1}
        actions={
          <>
            <LinkButton to={paths.courses} variant="secondary">
              {m.back}
            </LinkButton>
            <LinkButton to={`${paths.course(id)}/teilnehmende`} variant="secondary">
              {m.participants}
            </LinkButton>
            {data.state === 'published' && (
              <LinkButton to={`${paths.course(id)}/kiosk`} variant="secondary">
                {m.kioskFile}
              </LinkButton>
            )}
            {data.state !== 'archived' && (
              <LinkButton to={`${paths.course(id)}/bearbeiten`} variant="secondary">
                {m.edit}
              </LinkButton>
            )}
            {data.state === 'draft' && (
              <Button
                isPending={publish.isPending}
                onPress={() => void run(() => publish.mutateAsync({ company, course: id }))}
              >
                {m.publish}
              </Button>
            )}
            {data.state !== 'archived' && (
              <Button variant="danger" onPress={() => setConfirming(true)}>
                {m.archive}
              </Button>
            )}
          </>
        }
      />
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <dl className="admin-facts" data-testid="console-course">
        <dt>{m.factsState}</dt>
        <dd data-testid="console-course-state">{m.stateNames[data.state]}</dd>
        <dt>{m.factsPassMark}</dt>
        <dd>{m.passMarkOf(data.pass_mark, data.question_count)}</dd>
        <dt>{m.factsWindow}</dt>
        <dd>{windowLabel(data)}</dd>
        <dt>{m.factsDeadline}</dt>
        <dd>{data.deadline ? dayLabel(data.deadline) : m.none}</dd>
        <dt>{m.colEnrolled}</dt>
        <dd>{data.enrolled}</dd>
      </dl>
      <h2>{m.courseQuestions}</h2>
      <ol className="console-questions">
        {data.questions.map((question) => (
          <QuestionCard key={question.id} question={question} />
        ))}
      </ol>
      <AlertDialog
        isOpen={confirming}
        title={m.archiveConfirmTitle}
        onConfirm={() =>
          void run(async () => {
            await archive.mutateAsync({ company, course: id });
            setConfirming(false);
          })
        }
        onCancel={() => setConfirming(false)}
        confirmLabel={m.archive}
        cancelLabel={m.cancel}
        isDestructive
        isPending={archive.isPending}
      >
        {m.archiveConfirmText(data.name)}
      </AlertDialog>
    </>
  );
}
