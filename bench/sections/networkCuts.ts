import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '../../src/shared/messages.de';
import { startNetProxy } from '../../tests/e2e/netProxy';
import { launchChromium } from '../lib/browser';
import type { Section } from '../lib/section';
import { percentile } from '../lib/stats';
import { formatTable } from '../lib/table';
import { buildWeb, startQuizServer } from './quizServer';

const ANSWERS = Number(process.env.BENCH_CUT_ANSWERS ?? 100);
const CUTS = Number(process.env.BENCH_CUTS ?? 10);
const GUESS = /^POST \/api\/users\/me\/question\/guess /;

/** A small seeded generator, so every run cuts at the same moments. */
function seeded(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

/**
 * 100 answers in headless Chromium through a TCP proxy that drops the network at 10 moments: half of them as
 * the guess leaves (it never reaches the server), half after the server has answered (the response is lost,
 * the replay must not count twice). Afterwards the server's answer count and coins are compared with what the
 * user did: lost and doubled answers must both be 0. The recovery time runs from the network coming back to
 * the result being on screen.
 */
export const networkCuts: Section = {
  id: 'networkCuts',
  title: 'Network cuts during 100 answers',
  async run({ root, log }) {
    const webDist = buildWeb(root, join(mkdtempSync(join(tmpdir(), 'quiz-bench-cuts-')), 'web'));
    const server = await startQuizServer(root, webDist);
    const proxy = await startNetProxy({ host: '127.0.0.1', port: Number(new URL(server.origin).port) });
    const user = await server.api.register(`cuts-${Date.now()}@bench.test`, true);
    const random = seeded(20261122);
    const cutAt = new Set<number>();
    while (cutAt.size < Math.min(CUTS, ANSWERS)) cutAt.add(Math.floor(random() * ANSWERS));

    const browser = await launchChromium();
    const recoveries: Array<{ answer: number; kind: string; downMs: number; recoveryMs: number }> = [];
    let expectedCoins = 0;
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(
        `localStorage.setItem('token', ${JSON.stringify(user.token)}); localStorage.setItem('country', 'ch');`,
      );
      const page = await context.newPage();
      await page.goto(`${proxy.origin}/app/quiz`);
      const card = page.locator('section.quiz-card[data-question-id]');
      const check = page.getByRole('button', { name: messages.quiz.checkAnswer });
      log(`${ANSWERS} answers, network cut at answers ${[...cutAt].sort((a, b) => a - b).join(', ')} ...`);
      for (let i = 0; i < ANSWERS; i++) {
        await check.waitFor({ timeout: 30_000 });
        const id = Number(await card.getAttribute('data-question-id'));
        const correct = await server.api.correctAnswers(id);
        const shown = await page
          .locator('[data-answer-id]')
          .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-answer-id'))));
        const right = random() < 0.5;
        const chosen = right ? correct[0]! : shown.find((answer) => !correct.includes(answer))!;
        const coins = (await card.getByText(messages.quiz.expertQuestion).count()) ? 2 : 1;
        await page.locator(`label[data-answer-id="${chosen}"]`).click();

        const cut = cutAt.has(i);
        const kind = recoveries.length % 2 === 0 ? 'request lost' : 'response lost';
        const lost = cut && kind === 'response lost' ? proxy.loseNextResponse(GUESS) : null;
        if (cut && kind === 'request lost') proxy.cutOnRequest(GUESS);
        await check.click();
        let restoredAt = 0;
        let downMs = 0;
        if (cut) {
          // The server has answered; then the network drops before the answer arrives.
          if (lost) {
            await lost;
            proxy.cut();
          }
          // Down for a random 0.2 to 2 s, then back.
          downMs = Math.round(200 + random() * 1800);
          await new Promise((resolve) => setTimeout(resolve, downMs));
          proxy.restore();
          restoredAt = Date.now();
        }
        await page
          .locator('section.quiz-card [role="status"]')
          .filter({ hasText: right ? messages.quiz.answerCorrect : messages.quiz.answerWrong })
          .waitFor({ timeout: 30_000 });
        if (cut) recoveries.push({ answer: i, kind, downMs, recoveryMs: Date.now() - restoredAt });
        if (right) expectedCoins += coins;
        await page.getByRole('button', { name: messages.quiz.nextQuestion }).click();
      }
      await context.close();
    } finally {
      await browser.close();
      await proxy.close();
    }
    const me = await server.api.json<{ coins: number; answered_question_count: number }>(
      'GET',
      '/api/users/me',
      user.token,
    );
    await server.child.stop();

    const answerDelta = me.answered_question_count - ANSWERS;
    const lostAnswers = Math.max(0, -answerDelta);
    const doubledAnswers = Math.max(0, answerDelta);
    const coinDelta = me.coins - expectedCoins;
    const times = recoveries.map((r) => r.recoveryMs);
    const rows = recoveries.map((r) => [String(r.answer), r.kind, String(r.downMs), String(r.recoveryMs)]);
    return {
      report: [
        formatTable(['answer #', 'cut', 'down ms', 'recovery ms'], rows),
        `server: ${me.answered_question_count} answers (user gave ${ANSWERS}), ${me.coins} coins (expected ${expectedCoins})`,
      ].join('\n'),
      summary: [
        {
          metric: `lost / doubled answers (${ANSWERS} answers, ${recoveries.length} cuts)`,
          value: `${lostAnswers} / ${doubledAnswers}`,
          target: '0 / 0',
        },
        { metric: 'coins minus coins earned', value: String(coinDelta), target: '0' },
        {
          metric: 'recovery after restore p50 / max',
          value: `${Math.round(
            percentile(
              [...times].sort((a, b) => a - b),
              50,
            ),
          )} / ${Math.max(...times)} ms`,
        },
      ],
      data: {
        answers: ANSWERS,
        recoveries,
        server: me,
        expectedCoins,
        lostAnswers,
        doubledAnswers,
        coinDelta,
      },
    };
  },
};
