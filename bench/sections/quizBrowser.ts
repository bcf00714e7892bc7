import { launchChromium } from '../lib/browser';
import { percentile } from '../lib/stats';
import type { BenchUser, QuizServer } from './quizServer';

/** What one run of the quiz in headless Chromium measured (milliseconds, bytes). */
export interface BrowserFigures {
  questions: number;
  measured: number;
  /** Click on 'Antwort prüfen' until the result is painted. */
  check: Timing;
  /** Click on 'Nächste Frage' until the next question is painted. */
  next: Timing;
  /** The guess and question requests as the browser timed them (Resource Timing, same clicks). */
  guessRequest: Timing;
  questionRequest: Timing;
  heap: { afterQuestions: number; usedBytes: number }[];
}

export interface Timing {
  p50: number;
  p95: number;
}

export const timing = (samples: number[]): Timing => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/**
 * Runs in the page, one call per question so the bench adds no round trips between the steps: asks the
 * development route for the right answers (untimed), clicks the answer to give, then 'Antwort prüfen'
 * and 'Nächste Frage'. Each step is timed from its click until `done()` holds after a DOM change and the
 * frame showing it is painted (a timeout queued from requestAnimationFrame runs after that paint), with
 * the duration of its request from Resource Timing.
 */
const ANSWER_ONE = `async ({ right }) => {
  const card = document.querySelector('section.quiz-card');
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const questionId = card.getAttribute('data-question-id');
  if (!questionId) return null;
  const { answers: correct } = await (await fetch('/api/dev/questions/' + questionId + '/correct-answers')).json();
  const shown = [...card.querySelectorAll('label[data-answer-id]')].map((el) => Number(el.dataset.answerId));
  const pick = right ? correct[0] : shown.find((id) => !correct.includes(id));
  card.querySelector('label[data-answer-id="' + pick + '"]').click();
  await frame();
  const step = async (buttonText, done, requestPath) => {
    const button = [...card.querySelectorAll('button')].find((b) => b.textContent.includes(buttonText));
    performance.clearResourceTimings();
    const t0 = performance.now();
    button.click();
    await new Promise((resolve, reject) => {
      if (done()) return resolve();
      const observer = new MutationObserver(() => { if (done()) { observer.disconnect(); resolve(); } });
      observer.observe(card, { subtree: true, childList: true, attributes: true, characterData: true });
      setTimeout(() => { observer.disconnect(); reject(new Error('nothing changed after ' + buttonText)); }, 15000);
    });
    await frame();
    const elapsed = performance.now() - t0;
    const request = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname.endsWith(requestPath));
    return { elapsed, request: request ? request.responseEnd - request.startTime : null };
  };
  const check = await step('Antwort prüfen', () => !!card.querySelector('[data-quiz-result]'), '/question/guess');
  const next = await step(
    'Nächste Frage',
    () => !card.querySelector('[data-quiz-result]') && (card.hasAttribute('data-question-id') || !!card.querySelector('[role=status] p')),
    '/question',
  );
  return { check, next };
}`;

interface StepTiming {
  elapsed: number;
  request: number | null;
}

/**
 * Answers `total` Swiss questions in headless Chromium at 1280×800 by clicking, one in four right (so
 * coins and the user refresh are exercised) and the rest wrong: a wrong answer leaves its question in
 * the pool, so the 104 Swiss questions never run out. Timings are taken after `warmup` questions.
 */
export async function runQuizInBrowser(
  server: Pick<QuizServer, 'origin'>,
  user: BenchUser,
  { total, warmup, samples, log }: { total: number; warmup: number; samples: number; log(m: string): void },
): Promise<BrowserFigures> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
    await context.addInitScript(
      `localStorage.setItem('token', ${JSON.stringify(user.token)}); localStorage.setItem('country', 'ch');`,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const heapUsed = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    await page.goto(`${server.origin}/app/quiz`);
    await page.locator('section.quiz-card[data-question-id]').waitFor({ timeout: 30_000 });

    const check: number[] = [];
    const next: number[] = [];
    const guessRequest: number[] = [];
    const questionRequest: number[] = [];
    const heap: BrowserFigures['heap'] = [];
    let answered = 0;
    for (; answered < total;) {
      const measuring = answered >= warmup && check.length < samples;
      const steps = (await page.evaluate(`(${ANSWER_ONE})({ right: ${answered % 4 === 0} })`)) as {
        check: StepTiming;
        next: StepTiming;
      } | null;
      if (!steps) throw new Error(`no question after ${answered} answers`);
      answered++;
      if (measuring) {
        check.push(steps.check.elapsed);
        next.push(steps.next.elapsed);
        if (steps.check.request !== null) guessRequest.push(steps.check.request);
        if (steps.next.request !== null) questionRequest.push(steps.next.request);
      }
      if (answered === warmup || answered === total)
        heap.push({ afterQuestions: answered, usedBytes: await heapUsed() });
      if (answered % 50 === 0) log(`${answered} questions answered ...`);
    }
    await context.close();
    return {
      questions: answered,
      measured: check.length,
      check: timing(check),
      next: timing(next),
      guessRequest: timing(guessRequest),
      questionRequest: timing(questionRequest),
      heap,
    };
  } finally {
    await browser.close();
  }
}
