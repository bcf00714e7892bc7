import { useEffect, useId, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { Exam, ExamQuestion } from '../../../shared/api/calls/practice';
import { practiceMessages as m } from '../../../shared/messages/practice';
import { messageFor } from '../../api/messageFor';
import { useAtomValue } from '../../state';
import { Button, Card, InlineAlert, LinkButton, PageHeader, ProgressBar, Spinner } from '../../ui';
import { answerExamAtom, finishExamAtom } from './mutations';
import { PRACTICE_PATHS } from './paths';
import { useExam } from './queries';

/** /app/practice/exam/{id}: a running test, or its result once handed in or timed out. */
export function ExamPage() {
  const params = useParams();
  const id = Number(params.exam);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={PRACTICE_PATHS.exams} replace />;
  return <ExamLoader key={id} id={id} />;
}

function ExamLoader({ id }: { id: number }) {
  const exam = useExam(id);
  if (exam.isPending) return <Spinner />;
  if (exam.isError) {
    return (
      <div className="practice">
        <InlineAlert tone="error">
          {messageFor(exam.error, { serverMessage: true, fallback: m.examFailed })}
        </InlineAlert>
        <LinkButton to={PRACTICE_PATHS.exams} variant="secondary">
          {m.backToExams}
        </LinkButton>
      </div>
    );
  }
  return exam.data.finished_at ? <ExamResult exam={exam.data} /> : <RunningExam exam={exam.data} />;
}

/** 'mm:ss' of the milliseconds left. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

function RunningExam({ exam }: { exam: Exam }) {
  const answer = useAtomValue(answerExamAtom);
  const finish = useAtomValue(finishExamAtom);
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<Record<number, number[]>>(() =>
    Object.fromEntries(exam.questions.filter((q) => q.chosen).map((q) => [q.position, q.chosen!])),
  );
  const [saved, setSaved] = useState<Record<number, number[]>>(chosen);
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState<string | null>(null);
  const deadline = new Date(exam.deadline).getTime();
  const left = deadline - now;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const handIn = () =>
    finish.mutateAsync(exam.id).catch((e: unknown) => setError(messageFor(e, { serverMessage: true })));

  // When the time is up the server takes no more answers: the test is handed in as it stands.
  const timeUp = left <= 0;
  useEffect(() => {
    if (timeUp && !finish.isPending) void handIn();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the time runs out
  }, [timeUp]);

  const question = exam.questions[index]!;
  const selection = chosen[question.position] ?? [];
  const answeredCount = Object.keys(saved).length;

  /** Saves the current question's answer if it changed, then moves. */
  const saveAndGo = async (to: number | 'finish') => {
    setError(null);
    const current = chosen[question.position];
    const before = saved[question.position];
    if (current?.length && current.join(',') !== before?.join(',')) {
      try {
        await answer.mutateAsync({ examId: exam.id, questionId: question.question.id, answers: current });
        setSaved((s) => ({ ...s, [question.position]: current }));
      } catch (e) {
        setError(messageFor(e, { serverMessage: true }));
        return;
      }
    }
    if (to === 'finish') await handIn();
    else setIndex(to);
  };

  return (
    <div className="practice practice-exam">
      <PageHeader title={m.examTitle} />
      <div className="practice-exam__status">
        <p
          role="timer"
          aria-label={m.timeLeftLabel}
          className="practice-exam__timer"
          data-testid="exam-timer"
        >
          {m.timeLeft(clockText(left))}
        </p>
        <ProgressBar
          label={m.answeredCount(answeredCount, exam.questions.length)}
          value={answeredCount}
          maxValue={exam.questions.length}
          valueLabel={m.answeredCount(answeredCount, exam.questions.length)}
        />
      </div>
      {timeUp && <InlineAlert tone="warning">{m.timeUp}</InlineAlert>}
      <Card as="section" className="practice-exam__card">
        <ExamAnswers
          key={question.position}
          question={question}
          index={index}
          total={exam.questions.length}
          selection={selection}
          disabled={timeUp}
          onChange={(answers) => setChosen((c) => ({ ...c, [question.position]: answers }))}
        />
        {error && <InlineAlert tone="error">{error}</InlineAlert>}
        <div className="practice-exam__actions">
          <Button
            variant="secondary"
            isDisabled={index === 0 || timeUp}
            onPress={() => void saveAndGo(index - 1)}
          >
            {m.previous}
          </Button>
          {index < exam.questions.length - 1 ? (
            <Button
              isDisabled={timeUp}
              isPending={answer.isPending}
              onPress={() => void saveAndGo(index + 1)}
            >
              {m.next}
            </Button>
          ) : null}
          <Button
            variant={index === exam.questions.length - 1 ? 'primary' : 'secondary'}
            isPending={finish.isPending}
            onPress={() => void saveAndGo('finish')}
          >
            {m.handIn}
          </Button>
        </div>
        <p className="practice__muted">
          {m.handInConfirm(exam.questions.length - Object.keys({ ...saved, ...chosen }).length)}
        </p>
      </Card>
    </div>
  );
}

function ExamAnswers({
  question,
  index,
  total,
  selection,
  disabled,
  onChange,
}: {
  question: ExamQuestion;
  index: number;
  total: number;
  selection: number[];
  disabled: boolean;
  onChange: (answers: number[]) => void;
}) {
  const name = useId();
  const multiple = question.question.multiple;
  return (
    <fieldset className="practice-exam__question" disabled={disabled}>
      <legend>
        <span className="practice__muted practice-exam__count">{m.questionOf(index + 1, total)}</span>
        <span className="practice-exam__text" data-testid="exam-question">
          {question.question.text}
        </span>
      </legend>
      <ul className="practice-exam__answers">
        {question.question.answers.map((a) => (
          <li key={a.id}>
            <label className="practice-exam__answer">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={a.id}
                data-answer-id={a.id}
                checked={selection.includes(a.id)}
                onChange={(event) =>
                  onChange(
                    multiple
                      ? event.target.checked
                        ? [...selection, a.id]
                        : selection.filter((x) => x !== a.id)
                      : [a.id],
                  )
                }
              />
              <span>{a.text}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function ExamResult({ exam }: { exam: Exam }) {
  const correct = exam.questions.filter((q) => q.correct).length;
  return (
    <div className="practice practice-result">
      <PageHeader
        title={m.resultTitle}
        actions={
          <LinkButton to={PRACTICE_PATHS.exams} variant="secondary" size="sm">
            {m.backToExams}
          </LinkButton>
        }
      />
      <p className="practice-result__score" data-testid="exam-score">
        <strong>{m.scoreTotal(correct, exam.questions.length)}</strong>
      </p>
      <Card as="section" title={m.scoreByTopic} headingLevel={3}>
        <table className="practice-table" data-testid="exam-topics">
          <thead>
            <tr>
              <th scope="col">{m.topic}</th>
              <th scope="col">{m.correct}</th>
              <th scope="col">{m.shareRight}</th>
            </tr>
          </thead>
          <tbody>
            {exam.topics.map((t) => (
              <tr key={t.key}>
                <th scope="row">{t.label}</th>
                <td>{m.resultLine(t.correct, t.total)}</td>
                <td>{m.percent(t.total ? t.correct / t.total : null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <section aria-labelledby="practice-result-questions">
        <h3 id="practice-result-questions" className="practice__section-title">
          {m.allQuestions}
        </h3>
        <ol className="practice-result__questions">
          {exam.questions.map((q) => (
            <li key={q.position} className="practice-result__question" data-testid="exam-result-question">
              <p className="practice-result__text">{q.question.text}</p>
              <p className={q.correct ? 'practice-verdict--right' : 'practice-verdict--wrong'}>
                <strong>{q.correct ? m.verdictRight : m.verdictWrong}</strong>
              </p>
              <p>
                {m.yourAnswer}:{' '}
                {q.chosen?.length
                  ? q.question.answers
                      .filter((a) => q.chosen!.includes(a.id))
                      .map((a) => a.text)
                      .join('; ')
                  : m.notAnswered}
              </p>
              <p>
                {m.rightAnswer}:{' '}
                {q.question.answers
                  .filter((a) => q.correct_answers?.includes(a.id))
                  .map((a) => a.text)
                  .join('; ')}
              </p>
              {q.explanation && (
                <p>
                  {m.explanation}: {q.explanation}
                </p>
              )}
              {q.source && (
                <p className="practice__muted">
                  {m.source}: {q.source}
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
