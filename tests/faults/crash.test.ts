import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  courseOf,
  createDatabase,
  databaseUrl,
  servedQuestion,
  signUpLearner,
  startServer,
  untilAnswered,
  type FaultDatabase,
  type Learner,
  type Reply,
  type ServerProcess,
} from './harness';

/**
 * The server is killed (SIGKILL) at a random moment while 20 learners order an hour and 20 answer a question,
 * all at once. It is started again, every request is repeated with its key until it has an answer, and then
 * every order must be charged exactly once and every coin be where it belongs.
 */
const ROUNDS = 3;
/** 20 requests at once: 10 orders and 10 answers. */
const LEARNERS = 10;
const SEED = Number(process.env.FAULTS_SEED ?? Date.now() % 100_000);

/** A small deterministic generator, so a failing run can be repeated with FAULTS_SEED. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe.skipIf(!databaseUrl)('a server killed during orders and answers (SIGKILL)', () => {
  let db: FaultDatabase;
  let server: ServerProcess;
  beforeAll(async () => {
    db = await createDatabase();
    server = await startServer(db.url);
  }, 120_000);
  afterAll(async () => {
    if (process.env.FAULTS_DEBUG) console.log(server?.child.output().slice(-6000));
    await server?.stop();
    await db?.drop();
  });

  it(`charges every order once and keeps every coin exact, over ${ROUNDS} crashes (seed ${SEED})`, async () => {
    const next = random(SEED);
    const figures: Record<string, unknown>[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const learners: Learner[] = [];
      for (let i = 0; i < LEARNERS; i += 1) learners.push(await signUpLearner(server.origin));
      const now = new Date();
      const expires = new Date(now.getTime() + 365 * 86_400_000);
      for (const learner of learners) {
        await db.admin.query(
          'INSERT INTO coin_ledger (user_id, course_id, coins, earned_at, expires_at) VALUES ($1, $2, 100, $3, $4)',
          [learner.id, courseOf(learner, 1), now, expires],
        );
      }
      const questions = await Promise.all(
        learners.map((learner) => servedQuestion(server.origin, db.admin, learner, courseOf(learner, 2))),
      );
      const requests = learners.flatMap((learner, i) => [
        {
          learner,
          kind: 'order' as const,
          method: 'POST',
          path: '/api/invoices',
          key: `order-${randomUUID()}`,
          body: {
            name: 'Fritz Fehler',
            address: { street: 'Hauptstraße 1', postal_code: '10115', city: 'Berlin' },
            purchases: [{ course_id: courseOf(learner, 1), quantity: 1 }],
          },
        },
        {
          learner,
          kind: 'answer' as const,
          method: 'POST',
          path: `/api/users/me/courses/${courseOf(learner, 2)}/question/guess`,
          key: `answer-${randomUUID()}`,
          body: { answers: questions[i]!.answers, question_id: questions[i]!.question.id },
        },
      ]);

      // All at once; the crash comes 5 to 250 ms later, wherever the requests are then.
      const killAfterMs = Math.round(5 + next() * 245);
      const firstTries = Promise.all(
        requests.map((r) =>
          call(server.origin, r.method, r.path, { token: r.learner.token, key: r.key, body: r.body }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      await server.kill();
      const first = await firstTries;
      const restartedAt = Date.now();
      server = await startServer(db.url);
      const restartMs = Date.now() - restartedAt;

      const replays = await Promise.all(
        requests.map((r) =>
          untilAnswered(() => server.origin, r.method, r.path, {
            token: r.learner.token,
            key: r.key,
            body: r.body,
          }),
        ),
      );
      // A request that had its answer before the crash gets the same answer again.
      requests.forEach((r, i) => {
        const before = first[i];
        if (before && before.status === 200)
          expect(replays[i], `${r.kind} ${r.key}`).toMatchObject(before as Reply);
        expect(replays[i]!.status, `${r.kind} ${r.key}: ${JSON.stringify(replays[i]!.body)}`).toBe(200);
      });

      let mismatches = 0;
      for (const [i, learner] of learners.entries()) {
        const orders = await db.admin.query('SELECT invoice_number FROM orders WHERE user_id = $1', [
          learner.id,
        ]);
        const courses = (await call(server.origin, 'GET', '/api/users/me/courses', { token: learner.token }))!
          .body as { id: number; coins: number }[];
        const coinsOf = (id: number) => courses.find((c) => c.id === id)?.coins;
        const expected = {
          orders: 1,
          invoice: (replays[i * 2]!.body as { invoice_number: string }).invoice_number,
          module1: 0,
          module2: questions[i]!.question.coins,
        };
        const actual = {
          orders: orders.rowCount,
          invoice: orders.rows[0]?.invoice_number,
          module1: coinsOf(courseOf(learner, 1)),
          module2: coinsOf(courseOf(learner, 2)),
        };
        if (JSON.stringify(actual) !== JSON.stringify(expected)) mismatches += 1;
        expect(actual, learner.email).toEqual(expected);
      }
      figures.push({
        round,
        requests: requests.length,
        'killed after ms': killAfterMs,
        'answered before the crash': first.filter((r) => r?.status === 200).length,
        'restart ms': restartMs,
        'repeats after restart': replays.reduce((sum, r) => sum + r.attempts, 0),
        'orders charged': LEARNERS,
        'coin mismatches': mismatches,
      });
    }
    console.log(`FAULTS crash ${JSON.stringify(figures)}`);
    console.table(figures);
  }, 300_000);
});
