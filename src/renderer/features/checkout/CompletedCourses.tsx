import type { UserCourse } from '../../../shared/api/entities';
import { checkoutMessages as m } from '../../../shared/messages/checkout';
import { Checkbox, InlineAlert } from '../../ui';

interface CompletedCoursesProps {
  courses: readonly UserCourse[];
  selected: readonly number[];
  onChange: (courseIds: number[]) => void;
}

/** The gutberaten variant (de): completed booked courses, each ordered with all its hours. */
export function CompletedCourses({ courses, selected, onChange }: CompletedCoursesProps) {
  if (courses.length === 0) return <InlineAlert tone="info">{m.noCompletedCourses}</InlineAlert>;
  return (
    <fieldset className="checkout-amount checkout-courses">
      <legend>{m.coursesIntro}</legend>
      {courses.map((course) => (
        <Checkbox
          key={course.id}
          isSelected={selected.includes(course.id)}
          onChange={(checked) =>
            onChange(checked ? [...selected, course.id] : selected.filter((id) => id !== course.id))
          }
        >
          {course.category?.name ?? ''} · {m.courseHours(course.hours ?? 0)}
        </Checkbox>
      ))}
    </fieldset>
  );
}
