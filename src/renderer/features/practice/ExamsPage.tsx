import { useNavigate } from 'react-router-dom';
import { EXAM_DEFAULTS, EXAM_TOPICS } from '../../../shared/domain/examTopics';
import { practiceMessages as m } from '../../../shared/messages/practice';
import { messageFor } from '../../api/messageFor';
import { countryAtom, currentUserAtom, useAtomValue } from '../../state';
import { Button, Card, InlineAlert, LinkButton, PageHeader, Spinner } from '../../ui';
import { startExamAtom } from './mutations';
import { PRACTICE_PATHS } from './paths';
import { useExams } from './queries';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('de-DE', { dateStyle: 'medium', timeStyle: 'short' });

/** /app/practice/exam: what the test asks, the start button and the last ten results. */
export function ExamsPage() {
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const country = useAtomValue(countryAtom) ?? user?.country ?? 'de';
  const start = useAtomValue(startExamAtom);
  const exams = useExams();
  const topics = EXAM_TOPICS[country];
  const weightSum = topics.reduce((sum, t) => sum + t.weight, 0);
  const running = exams.data?.find((e) => e.finished_at === null);

  const begin = async () => {
    try {
      const exam = await start.mutateAsync({});
      await navigate(PRACTICE_PATHS.exam(exam.id));
    } catch {
      // The error is shown from the mutation's state below.
    }
  };

  return (
    <div className="practice practice-exams">
      <PageHeader
        title={m.examTitle}
        description={m.examIntro(EXAM_DEFAULTS.questions, EXAM_DEFAULTS.minutes)}
      />
      <Card as="section" title={m.examTopics} headingLevel={3}>
        <ul className="practice-topics">
          {topics.map((t) => (
            <li key={t.key}>
              {t.label}: {Math.round((t.weight / weightSum) * 100)} %
            </li>
          ))}
        </ul>
        {running ? (
          <LinkButton to={PRACTICE_PATHS.exam(running.id)}>{m.continueExam}</LinkButton>
        ) : (
          <Button onPress={() => void begin()} isPending={start.isPending}>
            {m.startExam}
          </Button>
        )}
        {start.isError && (
          <InlineAlert tone="error">{messageFor(start.error, { serverMessage: true })}</InlineAlert>
        )}
      </Card>
      <Card as="section" title={m.lastResults} headingLevel={3}>
        {exams.isPending ? (
          <Spinner />
        ) : exams.isError ? (
          <InlineAlert tone="error">{messageFor(exams.error, { fallback: m.examFailed })}</InlineAlert>
        ) : exams.data.filter((e) => e.finished_at).length === 0 ? (
          <p className="practice__muted">{m.noResults}</p>
        ) : (
          <ul className="practice-results" data-testid="practice-results">
            {exams.data
              .filter((e) => e.finished_at)
              .map((e) => (
                <li key={e.id} className="practice-results__item">
                  <span>
                    {dateTime(e.started_at)}: <strong>{m.resultLine(e.correct, e.total)}</strong>
                  </span>
                  <LinkButton to={PRACTICE_PATHS.exam(e.id)} variant="secondary" size="sm">
                    {m.openResult}
                    <span className="visually-hidden">{` (${dateTime(e.started_at)})`}</span>
                  </LinkButton>
                </li>
              ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
