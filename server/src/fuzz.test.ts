import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../src/shared/api/calls/all';
import { apiErrorSchema } from '../../src/shared/api/errors';
import { newToken } from './auth/tokens';
import { devSchemas } from './dev/schemas';
import { devTrainingDatabaseSchema } from './routes/devTrainingDatabase';
import { remindersDevSchema } from './routes/remindersDev';
import { useTestServer, keyed, signUp, type TestUser } from './testing/harness';
import {
  brokenObject,
  encodeQuery,
  jsonSchemaOf,
  probes,
  type CallUnderTest,
  type Probe,
  type ProbeWorld,
} from './testing/probes';
import { accountState, seedEmails } from './testing/state';
import { adminToken } from './testing/admin';
import { demoAdminAccounts } from './seed/accounts';

/**
 * Malformed requests generated from the contract, at least RUNS per call. Whatever arrives, the server
 * answers without a 5xx and without a stack trace, and no seed account changes.
 */
const RUNS = 200;
const STACK_TRACE = /\bat [^\s]+ \(|\.(?:ts|js|mjs):\d+|node_modules|"stack"/;

/**
 * On PGlite only: the contract's checks refuse malformed input the same on any database, and what gets
 * through meets PostgreSQL either way (PGlite is PostgreSQL compiled to WebAssembly). On a PostgreSQL
 * server the file took half of that stage's time (129 of 242 s on CI) for nothing more.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(onPostgres)(
  'bad input, generated from the contract (skipped on PostgreSQL: PGlite checks the same)',
  () => {
    const t = useTestServer();
    let fuzzer: TestUser;
    let world: ProbeWorld;
    let seedBefore: unknown[];
    const statuses = new Map<number, number>();
    let sent = 0;

    /** A fresh session of the fuzz user, without hashing a password (logout probes end one each time). */
    async function mintSession(userId: number): Promise<string> {
      const { token, hash } = newToken();
      await t.db.query(
        `INSERT INTO access_tokens (user_id, token_hash, kind, device_name, created_at) VALUES ($1, $2, 'session', 'fuzz', now())`,
        [userId, hash],
      );
      return token;
    }

    beforeAll(async () => {
      fuzzer = await signUp(t, { country: 'de', role: 'agent' });
      // No password matches this hash, and checking one costs no scrypt: no probe can change the e-mail
      // or the password or delete the account, and the password checks stay fast.
      await t.db.query(`UPDATE users SET password_hash = 'none' WHERE id = $1`, [fuzzer.id]);
      await t.request({
        method: 'POST',
        url: '/api/users/me/courses',
        headers: keyed(fuzzer),
        payload: { category_id: 108, hours: 1 },
      });
      const courses = await t.db.query<{ id: number }>('SELECT id FROM user_courses WHERE user_id = $1', [
        fuzzer.id,
      ]);
      const seedCourse = await t.db.query<{ id: number }>('SELECT id FROM user_courses LIMIT 2');
      world = {
        userId: fuzzer.id,
        emails: [
          ...seedEmails,
          ...demoAdminAccounts.map((account) => account.email),
          fuzzer.email,
          'neu@example.test',
          ' DE@Demo.Test ',
        ],
        ids: [...courses.map((c) => c.id), ...seedCourse.map((c) => c.id), 1, 2, 101, 108, 2147483647],
      };
      seedBefore = await accountState(t.db, seedEmails);
    });

    function check(probe: Probe, response: LightMyRequestResponse): void {
      sent += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const where = `${probe.method} ${probe.url.slice(0, 200)} broken=${probe.broken.join(',')}`;
      expect(response.statusCode, where).toBeLessThan(500);
      expect(response.body, where).not.toMatch(STACK_TRACE);
      if (response.statusCode >= 400 && response.statusCode !== 404 && probe.method !== 'HEAD') {
        expect(apiErrorSchema.safeParse(response.json()).success, `${where}: ${response.body}`).toBe(true);
      }
    }

    const inject = (probe: Probe) =>
      t.request({
        method: probe.method,
        url: probe.url,
        headers: probe.headers,
        ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
      });

    it(
      `answers every call's ${RUNS} malformed requests without a 5xx or a stack trace`,
      { timeout: 600_000 },
      async () => {
        const targets: CallUnderTest[] = t.server.ctx.routes.list().map((route) => {
          const call = allCalls.get(route.name);
          if (!call) throw new Error(`route ${route.name} is not in the contract`);
          return { call, uri: route.uri, parameters: route.parameters, signedIn: route.auth !== 'none' };
        });
        expect(targets.length).toBeGreaterThanOrEqual(20);
        let token = await mintSession(fuzzer.id);
        // The back office's routes get an operator's session, so their input is checked beyond the sign-in.
        const mintAdmin = () => adminToken(t, 'admin@demo.test');
        let admin = await mintAdmin();
        for (const target of targets) {
          const isAdmin = t.server.ctx.routes
            .list()
            .some((r) => r.name === target.call.name && r.auth === 'admin');
          // Logging out ends the session the probe names: each of those probes gets a fresh one.
          const endsSession = target.call.name === 'app.users.token.destroy';
          const endsAdminSession = target.call.name === 'admin.session.destroy';
          await fc.assert(
            fc.asyncProperty(
              probes(target, world, () => (isAdmin ? admin : token)),
              async (probe) => {
                check(probe, await inject(probe));
                if (endsSession) token = await mintSession(fuzzer.id);
                if (endsAdminSession) admin = await mintAdmin();
              },
            ),
            { numRuns: RUNS },
          );
          const alive = await t.request({
            method: 'GET',
            url: '/api/users/me',
            headers: { authorization: `Bearer ${token}` },
          });
          if (alive.statusCode !== 200) token = await mintSession(fuzzer.id);
        }
      },
    );

    // 2,200 requests: seconds on a quiet machine, up to a minute on a loaded one.
    it('answers the development routes the same way', { timeout: 180_000 }, async () => {
      const routes = [
        { method: 'GET', url: '/api/dev/mails', query: devSchemas.mails.query },
        { method: 'POST', url: '/api/dev/impersonation-token', body: devSchemas.impersonationToken.body },
        { method: 'POST', url: '/api/dev/answer-questions', body: devSchemas.answerQuestions.body },
        { method: 'POST', url: '/api/dev/coins', body: devSchemas.coins.body },
        { method: 'POST', url: '/api/dev/developer', body: devSchemas.developer.body },
        { method: 'GET', url: '/api/dev/mails/{mail}/attachments/{position}' },
        { method: 'GET', url: '/api/dev/questions/{question}/correct-answers' },
        {
          method: 'POST',
          url: '/api/dev/questions/{question}/explanation',
          body: devSchemas.explanation.body,
        },
        { method: 'POST', url: '/api/dev/news-articles', body: devSchemas.newsArticle.body },
        { method: 'GET', url: '/api/dev/news-interactions', query: devSchemas.newsInteractions.query },
        { method: 'POST', url: '/api/dev/training-database/refusals', body: devTrainingDatabaseSchema.body },
        { method: 'POST', url: '/api/dev/reminders/sweep', body: remindersDevSchema.body },
        { method: 'POST', url: '/api/dev/practice/time', body: devSchemas.practiceTime.body },
      ] as const;
      for (const route of routes) {
        const schema = 'body' in route ? route.body : 'query' in route ? route.query : null;
        // Unauthenticated helpers that act on the account they name: never name a seed account.
        const ownWorld = { ...world, emails: [fuzzer.email, 'neu@example.test'] };
        const input = schema ? brokenObject(jsonSchemaOf(schema), ownWorld) : fc.constant(null);
        const segment = fc.oneof(
          fc.constantFrom('0', '-1', '2147483648', '1e400', '%00', 'x'.repeat(300)),
          fc.string({ maxLength: 12 }).map(encodeURIComponent),
        );
        await fc.assert(
          fc.asyncProperty(input, segment, async (value, question) => {
            const url = route.url.replace('{question}', question);
            const probe: Probe =
              route.method === 'GET'
                ? {
                    method: 'GET',
                    url:
                      value && typeof value === 'object' && !Array.isArray(value)
                        ? `${url}?${encodeQuery(value as Record<string, unknown>)}`
                        : `${url}?${encodeQuery({ to: value })}`,
                    headers: {},
                    broken: ['query'],
                  }
                : {
                    method: 'POST',
                    url,
                    headers: { 'content-type': 'application/json' },
                    payload: JSON.stringify(value) ?? 'null',
                    broken: ['body'],
                  };
            check(probe, await inject(probe));
          }),
          { numRuns: RUNS },
        );
      }
    });

    it('leaves the seed accounts as they were', async () => {
      expect(await accountState(t.db, seedEmails)).toEqual(seedBefore);
      const histogram = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}: ${n}`);
      console.log(`fuzz: ${sent} malformed requests, statuses { ${histogram.join(', ')} }`);
      expect(sent).toBeGreaterThanOrEqual(RUNS * 20);
    });
  },
);
