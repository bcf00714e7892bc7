import { useCallback, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { User, UserCourse } from '../../../shared/api/entities';
import { PATHS } from '../../../shared/domain/paths';
import { modulesMessages } from '../../../shared/messages/modules';
import { quizMessages } from '../../../shared/messages/quiz';
import { InlineAlert, LinkButton, PageHeader, Spinner } from '../../ui';
import { currentUserAtom, useAtomValue, useServices } from '../../state';
import { useCategories } from '../categories';
import { courseGoalCoins, isBookedCourse, isCourseComplete, updateCourseAtom, useCourse } from '../courses';
import { filterOf, needsNewQuestion, shownSelection, type FilterOption } from './filterLogic';
import { guessCourseQuestion } from './mutations';
import { nextCourseQuestion } from './queries';
import { QuizScreen } from './QuizScreen';
import { errorMessage, useQuiz, type QuizSource } from './useQuiz';

function CourseQuiz({ course, user, refetch }: { course: UserCourse; user: User; refetch: () => void }) {
  const services = useServices();
  const navigate = useNavigate();
  const updateCourse = useAtomValue(updateCourseAtom);
  const categories = useCategories(user.country, course.role);
  const source = useMemo<QuizSource>(() => {
    return {
      fetchQuestion: () => nextCourseQuestion(services, course.id),
      guess: (question, answers) => guessCourseQuestion(services, course.id, question.id, answers),
      // A right answer changes the course's coins; realtime brings them too, this does not wait for it.
      afterGuess: (correct) => void (correct && refetch()),
    };
  }, [services, refetch, course.id]);
  const quiz = useQuiz(source);

  const booked = isBookedCourse(course);
  const topics = useMemo<FilterOption[]>(() => {
    if (booked) return course.category ? [{ id: course.category.id, label: course.category.name }] : [];
    return (categories.status === 'ready' ? categories.categories : [])
      .filter((c) => c.module === course.module && c.roles.includes(course.role))
      .map((c) => ({ id: c.id, label: c.name }));
  }, [booked, course.category, course.module, course.role, categories]);
  const available = topics.map((t) => t.id);

  // A booked course is done at hours × 100 coins (docs/product-rules.md#quiz). The answer that got there
  // keeps its result on screen; 'Nächste Frage' then leads to the dashboard.
  const complete = isCourseComplete(course);
  const answered = quiz.state.phase === 'question' && quiz.state.result !== null;
  if (complete && !answered) return <Navigate to={PATHS.dashboard} replace />;

  const saveFilter = async (ids: number[]) => {
    await updateCourse.mutateAsync({ id: course.id, changes: { selected_categories: ids } });
    quiz.reloadIf((state) => needsNewQuestion(state, filterOf(available, ids, false)));
  };

  return (
    <QuizScreen
      quiz={complete ? { ...quiz, next: () => navigate(PATHS.dashboard, { replace: true }) } : quiz}
      header={<PageHeader title={booked ? (course.category?.name ?? '') : modulesMessages[course.module]} />}
      progress={
        booked
          ? { kind: 'booked', coins: course.coins, goal: courseGoalCoins(course) }
          : { kind: 'module', coins: course.coins }
      }
      topics={topics}
      selection={shownSelection(available, course.selected_categories)}
      saveFilter={saveFilter}
      emptyMessage={
        user.country === 'de' ? quizMessages.noMoreQuestionsInCourse : quizMessages.noMoreQuestions
      }
      emptyNextStep={
        booked
          ? quizMessages.emptyNextCourse
          : quizMessages.emptyNextModule[user.country === 'de' ? 'de' : 'at']
      }
    />
  );
}

function CourseLoader({ courseId, user }: { courseId: number; user: User }) {
  const { data: course, error, refetch } = useCourse(courseId);
  const refetchCourse = useCallback(() => void refetch(), [refetch]);
  // The module quiz of the other role sends the user to /app.
  if (course && course.role !== user.role) return <Navigate to={PATHS.app} replace />;
  if (course) return <CourseQuiz course={course} user={user} refetch={refetchCourse} />;
  if (error) {
    return (
      <InlineAlert
        tone="error"
        action={
          <LinkButton to={PATHS.dashboard} variant="secondary" size="sm">
            {quizMessages.toOverview}
          </LinkButton>
        }
      >
        {errorMessage(error, quizMessages.loadFailed)}
      </InlineAlert>
    );
  }
  return <Spinner />;
}

/** /app/courses/{course}: the module quiz (de, at) or a booked course's quiz (de). */
export function CourseQuizPage() {
  const { course } = useParams();
  const user = useAtomValue(currentUserAtom);
  const courseId = Number(course);
  if (!user) return null;
  if (!Number.isInteger(courseId) || courseId <= 0) return <Navigate to={PATHS.app} replace />;
  return <CourseLoader key={courseId} courseId={courseId} user={user} />;
}
