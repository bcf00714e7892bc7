import { useNavigate } from 'react-router-dom';
import { COURSE_HOURS, type CourseHours } from '../../../shared/api/constants';
import { PATHS } from '../../../shared/domain/paths';
import { bookCourseFormSchema } from '../../../shared/domain/forms';
import { coursesMessages } from '../../../shared/messages/courses';
import { navMessages } from '../../../shared/messages/nav';
import { studyMessages } from '../../../shared/messages/study';
import { currentUserAtom, useAtomValue } from '../../state';
import {
  Button,
  Card,
  InlineAlert,
  LinkButton,
  RadioCard,
  RadioGroup,
  RetryAlert,
  Select,
  Spinner,
} from '../../ui';
import { Controller, FORM_ALERT, useZodForm } from '../../ui/form';
import { useCategories } from '../categories';
import { bookingBlocker, bookingErrorMessage } from './bookingErrors';
import { bookedCoursesOf, canBookAnotherCourse } from './courseData';
import { bookCourseAtom } from './mutations';
import { useCategoryCoins, useMyCourses } from './queries';
import './courses.css';

const m = coursesMessages;
const parseHours = (value: string): CourseHours | null =>
  COURSE_HOURS.find((h) => String(h) === value) ?? null;

/**
 * Neither the select nor the radio group is one input: focus-on-error focuses the element inside that a
 * person uses (the select's button, the first radio).
 */
const focusTarget =
  (register: (target: { focus(): void } | null) => void, selector: string) => (element: HTMLElement | null) =>
    register(element && { focus: () => element.querySelector<HTMLElement>(selector)?.focus() });

interface BookCourseValues {
  category_id: number | null;
  hours: CourseHours | null;
}

/**
 * /app/book-course (de only): a category of the user's role and 1, 3 or 5 hours. The form validates on submit
 * and again on every change; a duplicate category or the limit of 3 is caught before sending, and the
 * server's refusals are shown. A booked course leads back to the dashboard.
 */
export function BookCoursePage() {
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const role = user?.role ?? null;
  const categories = useCategories('de', role);
  const courses = useMyCourses();
  const bookCourse = useAtomValue(bookCourseAtom);
  const form = useZodForm(bookCourseFormSchema, {
    defaultValues: { category_id: null, hours: null } as BookCourseValues,
  });
  const categoryId = form.watch('category_id');
  const categoryCoins = useCategoryCoins(categoryId ?? null);
  /** The lengths the chosen category can fill; all while none is chosen or the answer is pending. */
  const possible = (h: CourseHours) =>
    categoryId === null || !categoryCoins.data || categoryCoins.data.hours.includes(h);

  if (!role) {
    return (
      <InlineAlert
        tone="warning"
        live="off"
        action={<LinkButton to={PATHS.dashboard}>{navMessages.myCourses}</LinkButton>}
      >
        {m.roleRequired}
      </InlineAlert>
    );
  }

  const booked = bookedCoursesOf(courses.items, role);
  const showAlert = (message: string) => form.setError(FORM_ALERT, { message });

  const submit = form.handleSubmit(async ({ category_id, hours }) => {
    const blocker = bookingBlocker(booked, category_id);
    if (blocker) return showAlert(blocker);
    try {
      await bookCourse.mutateAsync({ category_id, hours, coins: 0 });
      navigate(PATHS.dashboard);
    } catch (error) {
      showAlert(bookingErrorMessage(error));
    }
  });

  return (
    <Card>
      <p className="book-intro">{m.bookIntro}</p>
      {courses.status === 'ready' && !canBookAnotherCourse(booked) && (
        <InlineAlert tone="warning">{m.limitReached}</InlineAlert>
      )}
      {categories.status === 'loading' && <Spinner size="lg" />}
      {categories.status === 'error' && (
        <RetryAlert retryLabel={studyMessages.retry} onRetry={categories.retry}>
          {m.categoriesFailed}
        </RetryAlert>
      )}
      {categories.status === 'ready' && (
        <form className="book-form" onSubmit={(event) => void submit(event)} noValidate>
          {form.alert && <InlineAlert tone="error">{form.alert}</InlineAlert>}
          <Controller
            control={form.control}
            name="category_id"
            render={({ field, fieldState }) => (
              <div ref={focusTarget(field.ref, '.ui-select__trigger')}>
                <Select
                  label={m.categoryLabel}
                  name={field.name}
                  isRequired
                  options={categories.categories.map((c) => ({ id: String(c.id), label: c.name }))}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(id) => field.onChange(id === null ? null : Number(id))}
                  errorMessage={fieldState.error?.message}
                />
              </div>
            )}
          />
          <Controller
            control={form.control}
            name="hours"
            render={({ field, fieldState }) => (
              <div ref={focusTarget(field.ref, 'input[name="hours"]')}>
                <RadioGroup
                  label={m.hoursLabel}
                  name={field.name}
                  isRequired
                  orientation="horizontal"
                  value={field.value === null ? null : String(field.value)}
                  onChange={(value) => field.onChange(parseHours(value))}
                  errorMessage={fieldState.error?.message}
                >
                  {COURSE_HOURS.map((h) => (
                    <RadioCard
                      key={h}
                      value={String(h)}
                      label={m.hours(h)}
                      description={possible(h) ? m.hoursGoal(h) : `${m.hoursGoal(h)} · ${m.hoursUnavailable}`}
                      isDisabled={!possible(h)}
                    />
                  ))}
                </RadioGroup>
              </div>
            )}
          />
          <div className="book-form__actions">
            <LinkButton to={PATHS.dashboard} variant="secondary">
              {m.cancel}
            </LinkButton>
            <Button type="submit" isPending={form.formState.isSubmitting}>
              {m.bookCourse}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
