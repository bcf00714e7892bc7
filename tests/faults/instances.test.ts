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
  type FaultDatabase,
  type Learner,
  type ServerProcess,
} from './harness';

/**
 * Two instances on one PostgreSQL, one killed (SIGKILL) while learners on both answer. The learners of the
 * other instance must not notice: every one of their requests is answered, first time.
 */
const LEARNERS = 5;

describe.skipIf(!databaseUrl)('one of two instances killed', () => {
  let db: FaultDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    db = await createDatabase();
    // One after the other: the first migrates and seeds, the second finds the database ready.
    a = await startServer(db.url);
    b = await startServer(db.url);
  }, 180_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await db?.drop();
  });

  /** Answers until `until()`; on the instance that is killed, a request cut by the kill ends the loop. */
  async function answerLoop(server: ServerProcess, learner: Learner, until: () => boolean, killed = false) {
    const statuses: (number | null)[] = [];
    while (!until()) {
      const served = await servedQuestion(server.origin, db.admin, learner, courseOf(learner, 2)).catch(
        (error: unknown) => {
          if (killed) return null;
          throw error;
        },
      );
      if (!served) break;
      const { question, answers } = served;
      const reply = await call(
        server.origin,
        'POST',
        `/api/users/me/courses/${courseOf(learner, 2)}/question/guess`,
        {
          token: learner.token,
          key: randomUUID(),
          body: { answers, question_id: question.id },
        },
      );
      statuses.push(reply?.status ?? null);
    }
    return statuses;
  }

  it('leaves the learners of the other instance without a single error', async () => {
    const onA: Learner[] = [];
    const onB: Learner[] = [];
    for (let i = 0; i < LEARNERS; i += 1) {
      onA.push(await signUpLearner(a.origin));
      onB.push(await signUpLearner(b.origin));
    }
    let done = false;
    const killedAt = Date.now() + 1_500;
    const loopsB = onB.map((learner) => answerLoop(b, learner, () => done));
    const loopsA = onA.map((learner) => answerLoop(a, learner, () => Date.now() > killedAt || done, true));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await a.kill();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    done = true;
    const statusesB = (await Promise.all(loopsB)).flat();
    const statusesA = (await Promise.all(loopsA)).flat();
    const afterKill = statusesB.length;
    expect(statusesB.filter((status) => status !== 200)).toEqual([]);
    // B's learners answer on, and B's coins are counted: each answer right, each paid.
    const coins = await db.admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM answered_questions WHERE user_id = ANY($1)',
      [onB.map((learner) => learner.id)],
    );
    expect(coins.rows[0]!.n).toBe(statusesB.length);
    console.log(
      `FAULTS instances ${JSON.stringify({
        'learners per instance': LEARNERS,
        'answers on A before the kill': statusesA.filter((status) => status === 200).length,
        'answers on B during the run': afterKill,
        'errors on B': 0,
      })}`,
    );
  }, 120_000);
});
