import { useId } from 'react';
import type { CompanyCourse } from '../../../shared/api/entities';
import { companyMessages as m } from '../../../shared/messages/company';
import { Button, Card, CheckIcon, ErrorIcon, LinkButton, ProgressBar } from '../../ui';
import { companyCoursePath, courseAction, courseStanding, nextSteps, resultSentence } from './companyRules';

/** '15.12.2026' for '2026-12-15'. */
const dayLabel = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
};

export interface CompanyCourseCardProps {
  companyId: number;
  course: CompanyCourse;
  onStart(): void;
  onCertify(): void;
  onDelete(): void;
  /** The start or certify request of this card is running. */
  busy: boolean;
  /** The company has quizzes not started yet: a failed course points to them. */
  moreQuizzes?: boolean;
}

/**
 * Correct of total, progress and the result-driven button. Before the
 * start the question count and pass mark, 'Noch nicht begonnen' until the first answer, the
 * decided result in words with what to do next, and 'Quiz entfernen' as the quiet secondary action.
 */
export function CompanyCourseCard({
  companyId,
  course,
  onStart,
  onCertify,
  onDelete,
  busy,
  moreQuizzes = false,
}: CompanyCourseCardProps) {
  const titleId = useId();
  const action = courseAction(course);
  const standing = courseStanding(course);
  const passed = standing === 'passed';
  const result = resultSentence(course);
  const next = nextSteps(course, moreQuizzes);
  return (
    <Card
      as="li"
      className="company-course"
      footer={
        <>
          <Button
            variant="ghost"
            size="sm"
            className="company-course__remove"
            onPress={onDelete}
            aria-label={`${m.deleteQuiz}: ${course.name}`}
          >
            {m.deleteQuiz}
          </Button>
          {action.kind === 'start' && (
            <Button onPress={onStart} isPending={busy} aria-describedby={titleId}>
              {m.startQuiz}
            </Button>
          )}
          {(action.kind === 'questions' || action.kind === 'continue') && (
            <LinkButton to={companyCoursePath(companyId, course.id)} aria-describedby={titleId}>
              {action.kind === 'continue' ? m.continueQuiz : m.showQuestions}
            </LinkButton>
          )}
          {action.kind === 'failed' && (
            <Button isDisabled variant="secondary" aria-describedby={titleId}>
              {m.failed}
            </Button>
          )}
          {action.kind === 'certificate' && (
            <Button
              onPress={onCertify}
              isDisabled={!action.enabled}
              isPending={busy}
              variant={action.enabled ? 'primary' : 'secondary'}
              aria-describedby={titleId}
            >
              {action.enabled ? m.getCertificate : m.certificateRequested}
            </Button>
          )}
        </>
      }
    >
      <h3 id={titleId} className="company-course__title">
        {course.name}
      </h3>
      <p className="company-course__facts">{m.passMark(course.pass_mark, course.question_count)}</p>
      {course.deadline && (
        <p className="company-course__deadline" data-testid="company-course-deadline">
          {m.deadline(dayLabel(course.deadline))}
        </p>
      )}
      {standing === 'not-started' ? (
        <p className="company-course__not-started">{m.notStarted}</p>
      ) : (
        <p className="company-course__score">{m.score(course.correct_count, course.question_count)}</p>
      )}
      {passed && (
        <p className="company-course__passed">
          <CheckIcon size={18} />
          {m.passed}
        </p>
      )}
      {standing === 'failed' && result && (
        <p className="company-course__failed">
          <ErrorIcon size={18} />
          <strong>{result}</strong>
        </p>
      )}
      {standing !== 'not-started' && (
        <ProgressBar
          label={m.progressLabel(course.answered_count, course.question_count)}
          hideLabel
          value={course.answered_count}
          maxValue={Math.max(course.question_count, 1)}
          valueLabel={m.progressLabel(course.answered_count, course.question_count)}
          tone={passed ? 'success' : 'primary'}
        />
      )}
      {next.map((step) => (
        <p key={step} className="company-course__next">
          {step}
        </p>
      ))}
    </Card>
  );
}
