import { useId } from 'react';
import type { RequestedHours } from '../../../shared/api/calls/orders';
import type { UserCourse } from '../../../shared/api/entities';
import { PATHS } from '../../../shared/domain/paths';
import { coursesMessages } from '../../../shared/messages/courses';
import { studyMessages } from '../../../shared/messages/study';
import { Button, Card, CheckIcon, LinkButton, ProgressBar } from '../../ui';
import { courseGoalCoins, isCourseComplete } from './courseData';

const m = coursesMessages;

/** A booked course (de): category, hours, progress, 'Quiz starten' and delete. */
export function CourseListItem({ course, onDelete }: { course: UserCourse; onDelete: () => void }) {
  const titleId = useId();
  const name = course.category?.name ?? '';
  const goal = courseGoalCoins(course);
  const complete = isCourseComplete(course);
  return (
    <Card
      as="li"
      className="course-item"
      footer={
        <>
          <Button variant="ghost" onPress={onDelete} aria-label={m.deleteCourse(name)}>
            {m.delete}
          </Button>
          {complete ? (
            <LinkButton
              to={`${PATHS.checkout}?variant=courses`}
              variant="secondary"
              aria-describedby={titleId}
            >
              {m.requestHours}
            </LinkButton>
          ) : (
            <LinkButton to={`${PATHS.courses}/${course.id}`} aria-describedby={titleId}>
              {studyMessages.startQuiz}
            </LinkButton>
          )}
        </>
      }
    >
      <div className="course-item__header">
        <h3 id={titleId} className="course-item__title">
          {name}
        </h3>
        <span className="course-item__hours">{m.hours(course.hours ?? 0)}</span>
      </div>
      {complete && (
        <p className="course-item__complete">
          <CheckIcon size={18} />
          {m.complete}
        </p>
      )}
      <ProgressBar
        label={m.progress}
        value={Math.min(course.coins, goal)}
        maxValue={goal || 1}
        valueLabel={m.progressValue(course.coins, goal)}
        tone={complete ? 'success' : 'primary'}
      />
    </Card>
  );
}

/** A booked course whose hours were ordered: it stays in 'Meine Kurse', done, without actions. */
export function DoneCourseItem({ course }: { course: RequestedHours['courses'][number] }) {
  return (
    <Card as="li" className="course-item course-item--done">
      <div className="course-item__header">
        <h3 className="course-item__title">{course.category.name}</h3>
        <span className="course-item__hours">{m.hours(course.hours)}</span>
      </div>
      <p className="course-item__complete">
        <CheckIcon size={18} />
        {m.doneRequested}
      </p>
    </Card>
  );
}
