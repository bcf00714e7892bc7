import { useCallback, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { CompanyCourse } from '../../../shared/api/entities';
import { PATHS } from '../../../shared/domain/paths';
import { companyMessages as m } from '../../../shared/messages/company';
import { useServices } from '../../state';
import { LinkButton, PageHeader, ProgressBar, Spinner } from '../../ui';
import { QuizCard, useQuiz, type QuizSource } from '../quiz';
import { guessCompanyQuestion } from './mutations';
import { nextCompanyQuestion, useCompanyCourse } from './queries';
import { companyPath, nextSteps, resultSentence, routeId } from './companyRules';
import './company.css';

/** /app/platform/companies/{companyId}/courses/{courseId}: the company quiz with the module quiz's card. */
export function CompanyQuizPage() {
  const params = useParams();
  const companyId = routeId(params.companyId);
  const courseId = routeId(params.courseId);
  if (companyId === null || courseId === null) return <Navigate to={PATHS.platform} replace />;
  return <CourseLoader key={`${companyId}/${courseId}`} companyId={companyId} courseId={courseId} />;
}

function CourseLoader({ companyId, courseId }: { companyId: number; courseId: number }) {
  const course = useCompanyCourse(companyId, courseId);
  // A course that does not load sends the user to the platform's start page.
  if (course.isError) return <Navigate to={PATHS.platform} replace />;
  if (course.isPending) return <Spinner />;
  // A course not started yet (a kiosk preset, a bookmark) is started on the company page.
  if (course.data.status === 'new') return <Navigate to={companyPath(companyId)} replace />;
  return <CompanyQuiz companyId={companyId} course={course.data} />;
}

function CompanyQuiz({ companyId, course }: { companyId: number; course: CompanyCourse }) {
  const services = useServices();
  const navigate = useNavigate();
  const courseId = course.id;
  const source = useMemo<QuizSource>(() => {
    return {
      fetchQuestion: () => nextCompanyQuestion(services, companyId, courseId),
      guess: (question, answers) => guessCompanyQuestion(services, companyId, courseId, question.id, answers),
    };
  }, [services, companyId, courseId]);
  const quiz = useQuiz(source);
  const back = useCallback(() => void navigate(companyPath(companyId)), [navigate, companyId]);

  // Once passed or failed, 'Nächste Frage' after the deciding answer leads back to the company page.
  const decided = course.result !== 'in-progress';
  const result = resultSentence(course);
  // The moment the deciding answer is checked, the card says so under the verdict, with what comes next.
  const outcome = result && (
    <div className={`company-outcome company-outcome--${course.result}`} data-company-outcome="">
      <p className="company-outcome__result">
        <strong>{result}</strong>
      </p>
      {nextSteps(course, false).map((step) => (
        <p key={step}>{step}</p>
      ))}
    </div>
  );
  return (
    <div className="quiz company-quiz">
      <PageHeader
        title={course.name}
        actions={
          <LinkButton to={companyPath(companyId)} variant="secondary" size="sm">
            {m.toCompany}
          </LinkButton>
        }
      />
      <div className="company-quiz__progress">
        <p className="company-quiz__score">{m.score(course.correct_count, course.question_count)}</p>
        <p className="company-quiz__facts">{m.passMark(course.pass_mark, course.question_count)}</p>
        <ProgressBar
          label={m.progressLabel(course.answered_count, course.question_count)}
          hideLabel
          value={course.answered_count}
          maxValue={Math.max(course.question_count, 1)}
          valueLabel={m.progressLabel(course.answered_count, course.question_count)}
          tone={course.result === 'passed' ? 'success' : 'primary'}
        />
      </div>
      <QuizCard
        quiz={decided ? { ...quiz, next: back } : quiz}
        emptyMessage={m.quizDone}
        headingLevel={3}
        showCoins={false}
        outcome={outcome}
      />
    </div>
  );
}
