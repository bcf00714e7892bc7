import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { COURSE_HOURS, type CourseHours } from '../../../shared/api/constants';
import { PATHS } from '../../../shared/domain/paths';
import { messages } from '../../../shared/messages.de';
import { useAtomValue } from '../../state/store';
import { Button, Card, InlineAlert, LinkButton, RadioCard, RadioGroup, Select, Spinner } from '../../ui';
import { bookedCoursesOf, canBookAnotherCourse } from '../dashboard/dashboardModel';
import { currentUserAtom } from '../session/sessionAtoms';
import { bookingBlocker, bookingErrorMessage } from './bookingErrors';
import { useMyCourses } from './coursesResource';
import { useCategories } from './useCategories';
import './courses.css';

const m = messages.courses;
const parseHours = (value: string) => COURSE_HOURS.find((h) => String(h) === value) ?? null;

/**
 * /app/book-course (de only, SPEC §2): a category of the user's role and 1, 3 or 5 hours. The form
 * validates on submit and again on every change; a duplicate category or the limit of 3 is caught before
 * sending, and the server's refusals are shown as SPEC §8 says. A booked course leads back to the dashboard.
 */
export function BookCoursePage() {
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const role = user?.role ?? null;
  const categories = useCategories('de', role);
  const courses = useMyCourses();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [hours, setHours] = useState<CourseHours | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (!role) {
    return (
      <InlineAlert
        tone="warning"
        live="off"
        action={<LinkButton to={PATHS.dashboard}>{messages.nav.myCourses}</LinkButton>}
      >
        {m.roleRequired}
      </InlineAlert>
    );
  }

  const booked = bookedCoursesOf(courses.items, role);
  const errors = {
    category: submitted && categoryId === null ? m.categoryRequired : undefined,
    hours: submitted && hours === null ? m.hoursRequired : undefined,
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setAlert(null);
    if (categoryId === null || hours === null) {
      // The first field to fix takes the focus, so keyboard and screen reader users land on it.
      const form = event.currentTarget;
      const first = categoryId === null ? '.ui-select__trigger' : 'input[type="radio"]';
      form.querySelector<HTMLElement>(first)?.focus();
      return;
    }
    const blocker = bookingBlocker(booked, categoryId);
    if (blocker) return setAlert(blocker);
    setPending(true);
    try {
      await courses.list.store({ category_id: categoryId, hours, coins: 0 });
      navigate(PATHS.dashboard);
    } catch (error) {
      setAlert(bookingErrorMessage(error));
      setPending(false);
    }
  };

  return (
    <Card>
      <p className="book-intro">{m.bookIntro}</p>
      {courses.status === 'ready' && !canBookAnotherCourse(booked) && (
        <InlineAlert tone="warning">{m.limitReached}</InlineAlert>
      )}
      {categories.status === 'loading' && <Spinner size="lg" />}
      {categories.status === 'error' && (
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="sm" onPress={categories.retry}>
              {messages.dashboard.retry}
            </Button>
          }
        >
          {m.categoriesFailed}
        </InlineAlert>
      )}
      {categories.status === 'ready' && (
        <form className="book-form" onSubmit={(event) => void submit(event)} noValidate>
          {alert && <InlineAlert tone="error">{alert}</InlineAlert>}
          <Select
            label={m.categoryLabel}
            name="category"
            isRequired
            options={categories.categories.map((c) => ({ id: String(c.id), label: c.name }))}
            value={categoryId === null ? null : String(categoryId)}
            onChange={(id) => {
              setCategoryId(id === null ? null : Number(id));
              setAlert(null);
            }}
            errorMessage={errors.category}
          />
          <RadioGroup
            label={m.hoursLabel}
            name="hours"
            isRequired
            orientation="horizontal"
            value={hours === null ? null : String(hours)}
            onChange={(value) => {
              setHours(parseHours(value));
              setAlert(null);
            }}
            errorMessage={errors.hours}
          >
            {COURSE_HOURS.map((h) => (
              <RadioCard key={h} value={String(h)} label={m.hours(h)} description={m.hoursGoal(h)} />
            ))}
          </RadioGroup>
          <div className="book-form__actions">
            <LinkButton to={PATHS.dashboard} variant="secondary">
              {m.cancel}
            </LinkButton>
            <Button type="submit" isPending={pending}>
              {m.bookCourse}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
