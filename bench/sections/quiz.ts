import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Section } from '../lib/section';
import { round } from '../lib/stats';
import { formatTable } from '../lib/table';
import { runQuizInBrowser, type Timing } from './quizBrowser';
import { guessLoad, rawRoundTrips } from './quizLoad';
import { buildWeb, startQuizServer, type BenchUser } from './quizServer';

const QUESTIONS = Number(process.env.BENCH_QUIZ_QUESTIONS ?? 300);
const SAMPLES = Number(process.env.BENCH_QUIZ_SAMPLES ?? 200);
const WARMUP_QUESTIONS = 10;
const LOAD_USERS = Number(process.env.BENCH_QUIZ_USERS ?? 50);
const LOAD_WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1000);
const LOAD_DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);

const ms = (t: Timing) => `${t.p50.toFixed(1)} / ${t.p95.toFixed(1)}`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/**
 * The quiz as a user and as a server feel it: click-to-paint of 'Antwort prüfen' and 'Nächste Frage' in
 * headless Chromium next to the round trip of the same calls, the JS heap after 10 and after 300 answers, and
 * the guesses per second the server holds for 50 concurrent users.
 *
 * One Swiss account answers all 300 questions: one in four right, the rest wrong. A wrong answer leaves its
 * question in the pool, so the 104 Swiss questions are enough for any count.
 */
export const quiz: Section = {
  id: 'quiz',
  title: 'Quiz: answer latency, heap, guess throughput',
  async run({ root, log: print }) {
    const started = Date.now();
    // Each step says when it began, so a slow run shows where its time went.
    const log = (message: string) => print(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);
    const tmp = mkdtempSync(join(tmpdir(), 'quiz-bench-quiz-'));
    try {
      log('building the web bundle ...');
      const webDist = buildWeb(root, join(tmp, 'web'));
      log('starting the reference server ...');
      const server = await startQuizServer(root, webDist);
      const stamp = Date.now();
      const player = await server.api.register(`bench-player-${stamp}@bench.test`, true);

      log(`answering ${QUESTIONS} questions in headless Chromium ...`);
      const browser = await runQuizInBrowser(server, player, {
        total: QUESTIONS,
        warmup: WARMUP_QUESTIONS,
        samples: SAMPLES,
        log,
      });

      log(`raw HTTP round trips (${SAMPLES} question + guess pairs) ...`);
      const raw = await rawRoundTrips(
        server.api,
        await server.api.register(`bench-raw-${stamp}@bench.test`, false),
        SAMPLES,
      );

      log(`creating ${LOAD_USERS} users ...`);
      const users: BenchUser[] = [];
      for (let i = 0; i < LOAD_USERS; i += 5) {
        const batch = Array.from({ length: Math.min(5, LOAD_USERS - i) }, (_, j) =>
          server.api.register(`bench-load-${stamp}-${i + j}@bench.test`, false),
        );
        users.push(...(await Promise.all(batch)));
      }
      log(`${LOAD_USERS} users guessing: ${LOAD_WARMUP_MS} ms warm-up + ${LOAD_DURATION_MS} ms ...`);
      const load = await guessLoad(server.api, users, {
        warmupMs: LOAD_WARMUP_MS,
        durationMs: LOAD_DURATION_MS,
      });
      server.api.agent.destroy();
      await server.child.stop();

      const [early, late] = browser.heap;
      const latency = formatTable(
        ['step (p50 / p95 ms)', 'click → painted', 'request in browser', 'raw HTTP round trip'],
        [
          ["'Antwort prüfen' → result", ms(browser.check), ms(browser.guessRequest), ms(raw.guess)],
          [
            "'Nächste Frage' → next question",
            ms(browser.next),
            ms(browser.questionRequest),
            ms(raw.question),
          ],
        ],
      );
      const heap = formatTable(
        ['JS heap after GC', 'used'],
        browser.heap.map((h) => [`${h.afterQuestions} answered questions`, mb(h.usedBytes)]),
      );
      const throughput = formatTable(
        ['concurrent users', 'guesses/s', 'guess p50 ms', 'guess p99 ms', 'question p99 ms', 'errors'],
        [
          [
            `${load.users} users, ${load.guesses} guesses`,
            load.guessesPerSecond.toFixed(0),
            load.guess.p50.toFixed(1),
            load.guess.p99.toFixed(1),
            load.question.p99.toFixed(1),
            load.errors,
          ],
        ],
      );
      const notes = [
        `${browser.measured} questions measured after ${WARMUP_QUESTIONS} warm-up, ${browser.questions} answered in all (1280x800);`,
        'painted = a timeout queued from requestAnimationFrame after the DOM change; request in browser = Resource Timing;',
        'raw = node:http keep-alive to the same server, one user, no browser.',
      ];
      return {
        report: [
          latency,
          '',
          heap,
          '',
          throughput,
          ...load.errorSamples.map((e) => `WARNING load error: ${e}`),
          ...notes,
        ].join('\n'),
        summary: [
          {
            metric: "'Antwort prüfen' → painted p50/p95",
            value: `${ms(browser.check)} ms`,
            baseline: `raw HTTP guess ${ms(raw.guess)} ms`,
          },
          {
            metric: "'Nächste Frage' → painted p50/p95",
            value: `${ms(browser.next)} ms`,
            baseline: `raw HTTP question ${ms(raw.question)} ms`,
          },
          {
            metric: `JS heap after ${early?.afterQuestions} / ${late?.afterQuestions} answers`,
            value: `${mb(early?.usedBytes ?? NaN)} / ${mb(late?.usedBytes ?? NaN)}`,
          },
          {
            metric: `guesses/s, ${load.users} users (p99)`,
            value: `${load.guessesPerSecond.toFixed(0)} (${load.guess.p99.toFixed(1)} ms)${load.errors ? `, ${load.errors} errors` : ''}`,
            baseline: 'outside probe before the quiz speed-up: 117/s (282 ms), 50 users, PGlite',
          },
        ],
        data: {
          browser: {
            ...browser,
            check: roundTiming(browser.check),
            next: roundTiming(browser.next),
          },
          raw,
          load: { ...load, warmupMs: LOAD_WARMUP_MS, durationMs: LOAD_DURATION_MS },
        },
      };
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};

const roundTiming = (t: Timing): Timing => ({ p50: round(t.p50, 2), p95: round(t.p95, 2) });
