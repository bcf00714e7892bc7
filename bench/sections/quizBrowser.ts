import { existsSync } from 'node:fs';
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
 * Runs in the page: clicks `button`, waits until `done()` holds after a DOM change, then until the frame
 * that shows it is painted (a timeout queued from requestAnimationFrame runs after that paint). Also
 * returns the duration of the request whose URL ends with `requestPath`, from Resource Timing.
 */
const CLICK_AND_PAINT = `async ({ buttonText, until, requestPath }) => {
  const card = document.querySelector('section.quiz-card');
  const button = [...card.querySelectorAll('button')].find((b) => b.textContent.includes(buttonText));
  const done = () => until === 'result'
    ? !!card.querySelector('[data-quiz-result]')
    : !card.querySelector('[data-quiz-result]') && (card.hasAttribute('data-question-id') || card.querySelector('[role=status] p'));
  performance.clearResourceTimings();
  const t0 = performance.now();
  button.click();
  await new Promise((resolve, reject) => {
    if (done()) return resolve();
    const observer = new MutationObserver(() => { if (done()) { observer.disconnect(); resolve(); } });
    observer.observe(card, { subtree: true, childList: true, attributes: true, characterData: true });
    setTimeout(() => { observer.disconnect(); reject(new Error('no change after ' + buttonText)); }, 15000);
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const elapsed = performance.now() - t0;
  const request = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname.endsWith(requestPath));
  return { elapsed, request: request ? request.responseEnd - request.startTime : null };
}`;

/**
 * Answers `total` Swiss questions in headless Chromium at 1280×800 by clicking, one in four right (so
 * coins and the user refresh are exercised) and the rest wrong: a wrong answer leaves its question in
 * the pool, so the 104 Swiss questions never run out. Timings are taken after `warmup` questions.
 */
export async function runQuizInBrowser(
  server: QuizServer,
  user: BenchUser,
  { total, warmup, samples, log }: { total: number; warmup: number; samples: number; log(m: string): void },
): Promise<BrowserFigures> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath:
      process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
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
    for (; answered < total; ) {
      const shown = await page.evaluate(() => {
        const card = document.querySelector('section.quiz-card');
        const answers = [...document.querySelectorAll('label[data-answer-id]')].map((el) =>
          Number(el.getAttribute('data-answer-id')),
        );
        return { id: Number(card?.getAttribute('data-question-id')), answers };
      });
      if (!shown.id) throw new Error(`no question after ${answered} answers`);
      const correct = await server.api.correctAnswers(shown.id);
      const pick = answered % 4 === 0 ? correct[0]! : shown.answers.find((id) => !correct.includes(id))!;
      await page.locator(`label[data-answer-id="${pick}"]`).click();

      const measuring = answered >= warmup && check.length < samples;
      const checked = await page.evaluate(`(${CLICK_AND_PAINT})(${JSON.stringify({
        buttonText: 'Antwort prüfen',
        until: 'result',
        requestPath: '/question/guess',
      })})`) as { elapsed: number; request: number | null };
      answered++;
      if (measuring) {
        check.push(checked.elapsed);
        if (checked.request !== null) guessRequest.push(checked.request);
      }
      if (answered === warmup || answered === total) heap.push({ afterQuestions: answered, usedBytes: await heapUsed() });
      if (answered % 50 === 0) log(`${answered} questions answered ...`);

      const moved = await page.evaluate(`(${CLICK_AND_PAINT})(${JSON.stringify({
        buttonText: 'Nächste Frage',
        until: 'question',
        requestPath: '/question',
      })})`) as { elapsed: number; request: number | null };
      if (measuring) {
        next.push(moved.elapsed);
        if (moved.request !== null) questionRequest.push(moved.request);
      }
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
