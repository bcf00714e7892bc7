import { percentile } from '../lib/stats';
import type { BenchUser, QuizApi } from './quizServer';
import { timing, type Timing } from './quizBrowser';

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

/** The raw HTTP round trip of the quiz's two calls, one after the other, as one user makes them. */
export async function rawRoundTrips(api: QuizApi, user: BenchUser, count: number) {
  const question: number[] = [];
  const guess: number[] = [];
  for (let i = 0; i < count; i++) {
    let t0 = nowMs();
    const asked = await api.question(user);
    question.push(nowMs() - t0);
    if (!asked) throw new Error('the raw round-trip user ran out of questions');
    // Wrong on purpose, so the pool stays full; the development route names the right ones (untimed).
    const correct = await api.correctAnswers(asked.id);
    const wrong = asked.answers.find((a) => !correct.includes(a.id))!;
    t0 = nowMs();
    await api.guess(user, asked, [wrong.id]);
    guess.push(nowMs() - t0);
  }
  return { question: timing(question), guess: timing(guess) };
}

export interface GuessLoad {
  users: number;
  guesses: number;
  guessesPerSecond: number;
  errors: number;
  /** The first few error messages, to tell timeouts from refusals. */
  errorSamples: string[];
  guess: Timing & { p99: number };
  question: Timing & { p99: number };
}

/**
 * Closed loop: every user fetches a question, guesses one answer at random (about one in four right,
 * so coins are written too), and repeats. Only guesses that end inside the window after the warm-up
 * count; the question request each guess needs first is timed apart.
 */
export async function guessLoad(
  api: QuizApi,
  users: BenchUser[],
  { warmupMs, durationMs }: { warmupMs: number; durationMs: number },
): Promise<GuessLoad> {
  const start = nowMs();
  const from = start + warmupMs;
  const end = from + durationMs;
  const guessTimes: number[] = [];
  const questionTimes: number[] = [];
  let errors = 0;
  const errorSamples: string[] = [];
  const worker = async (user: BenchUser) => {
    while (nowMs() < end) {
      try {
        let t0 = nowMs();
        const asked = await api.question(user);
        if (nowMs() >= from && nowMs() <= end) questionTimes.push(nowMs() - t0);
        if (!asked) return;
        const answer = asked.answers[Math.floor(Math.random() * asked.answers.length)]!;
        t0 = nowMs();
        await api.guess(user, asked, [answer.id]);
        const t1 = nowMs();
        if (t1 >= from && t1 <= end) guessTimes.push(t1 - t0);
      } catch (error) {
        if (nowMs() >= from) errors++;
        if (errorSamples.length < 3)
          errorSamples.push(error instanceof Error ? error.message : String(error));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  };
  await Promise.all(users.map(worker));
  const stats = (samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return { ...timing(sorted), p99: percentile(sorted, 99) };
  };
  return {
    users: users.length,
    guesses: guessTimes.length,
    guessesPerSecond: guessTimes.length / (durationMs / 1000),
    errors,
    errorSamples,
    guess: stats(guessTimes),
    question: stats(questionTimes),
  };
}
