import { useEffect, useRef, useState, type RefObject } from 'react';
import type { RequestedHours } from '../../../shared/api/calls/orders';
import type { UserCourse } from '../../../shared/api/entities';
import { PATHS } from '../../../shared/domain/paths';
import { coursesMessages } from '../../../shared/messages/courses';
import { useAtomValue } from '../../state';
import { AlertDialog, Button, InlineAlert, LinkButton } from '../../ui';
import { canBookAnotherCourse } from './courseData';
import { deleteCourseAtom } from './mutations';
import { CourseListItem, DoneCourseItem } from './CourseListItem';
import './courses.css';

const m = coursesMessages;

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * 'Meine Kurse' (de): the booked courses with delete behind a Ja/Nein confirmation, and 'Neuen Kurs
 * kostenfrei buchen', disabled at 3 or more courses.
 */
export function MyCourses({
  courses,
  done = [],
}: {
  courses: readonly UserCourse[];
  /** Courses whose hours were ordered: they stay in the list as done. */
  done?: RequestedHours['courses'];
}) {
  const deleteCourse = useAtomValue(deleteCourseAtom);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingSoon = useFocusOnceDialogsClosed(headingRef);
  const [toDelete, setToDelete] = useState<UserCourse | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const canBook = canBookAnotherCourse(courses);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteCourse.mutateAsync({ id: toDelete.id });
      setNotice({ tone: 'success', text: m.deleted });
      // The deleted course's button is gone; the list heading is the next sensible place for focus.
      focusHeadingSoon();
    } catch {
      setNotice({ tone: 'error', text: m.deleteFailed });
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section aria-labelledby="my-courses-title" className="my-courses">
      <div className="my-courses__header">
        <h2 id="my-courses-title" ref={headingRef} tabIndex={-1} className="dash-section-title">
          {m.listTitle}
        </h2>
        {canBook ? (
          <LinkButton to={PATHS.bookCourse} variant="secondary">
            {m.bookNewFree}
          </LinkButton>
        ) : (
          <Button variant="secondary" isDisabled aria-describedby="my-courses-limit">
            {m.bookNewFree}
          </Button>
        )}
      </div>
      {!canBook && (
        <p id="my-courses-limit" className="dash-muted">
          {m.limitReached}
        </p>
      )}
      {notice && <InlineAlert tone={notice.tone}>{notice.text}</InlineAlert>}
      {courses.length === 0 && done.length === 0 ? (
        <p className="my-courses__empty">{m.empty}</p>
      ) : (
        <ul className="my-courses__list">
          {courses.map((course) => (
            <CourseListItem
              key={course.id}
              course={course}
              onDelete={() => {
                setNotice(null);
                setToDelete(course);
              }}
            />
          ))}
          {done.map((course) => (
            <DoneCourseItem key={`done-${course.id}`} course={course} />
          ))}
        </ul>
      )}
      <AlertDialog
        isOpen={toDelete !== null}
        title={m.deleteConfirm}
        confirmLabel={m.yes}
        cancelLabel={m.no}
        isDestructive
        isPending={deleteCourse.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete?.category?.name}
      </AlertDialog>
    </section>
  );
}

/**
 * Focuses `target` once no dialog is open any more. The dialog keeps focus inside itself until its
 * closing animation ends, and then returns it to the button that opened it; when that button went with
 * the deleted course, focus would be lost to the page.
 */
function useFocusOnceDialogsClosed(target: RefObject<HTMLElement | null>) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return () => {
    const deadline = Date.now() + 2000;
    const attempt = () => {
      const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
      if (!dialogOpen) target.current?.focus();
      else if (Date.now() < deadline) timer.current = window.setTimeout(attempt, 50);
    };
    timer.current = window.setTimeout(attempt, 0);
  };
}
