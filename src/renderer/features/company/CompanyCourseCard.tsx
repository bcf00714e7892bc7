import { useId } from 'react';
import type { CompanyCourse } from '../../../shared/api/entities';
import { companyMessages as m } from '../../../shared/messages/company';
import { Button, Card, CheckIcon, LinkButton, ProgressBar } from '../../ui';
import { companyCoursePath, courseAction } from './companyRules';

export interface CompanyCourseCardProps {
  companyId: number;
  course: CompanyCourse;
  onStart(): void;
  onCertify(): void;
  onDelete(): void;
  /** The start or certify request of this card is running. */
  busy: boolean;
}

/** Correct of total, progress and the result-driven button. */
export function CompanyCourseCard({
  companyId,
  course,
  onStart,
  onCertify,
  onDelete,
  busy,
}: CompanyCourseCardProps) {
  const titleId = useId();
  const action = courseAction(course);
  const passed = course.result === 'passed';
  return (
    <Card
      as="li"
      className="company-course"
      footer={
        <>
          <Button variant="ghost" onPress={onDelete} aria-label={`${m.deleteQuiz}: ${course.name}`}>
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
      <p className="company-course__score">{m.score(course.correct_count, course.question_count)}</p>
      {passed && (
        <p className="company-course__passed">
          <CheckIcon size={18} />
          {m.passed}
        </p>
      )}
      <ProgressBar
        label={m.progressLabel(course.answered_count, course.question_count)}
        hideLabel
        value={course.answered_count}
        maxValue={Math.max(course.question_count, 1)}
        valueLabel={m.progressLabel(course.answered_count, course.question_count)}
        tone={passed ? 'success' : 'primary'}
      />
    </Card>
  );
}
