import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  consoleCodeSchema,
  consoleCourseDetailSchema,
  type ConsoleCourseDetail,
} from '../../../src/shared/api/calls/companyConsole';
import { companySchema, companyCourseSchema } from '../../../src/shared/api/entities';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import { companyConsoleMessages as m } from '../../../src/shared/messages/companyConsole';
import { adminToken } from '../testing/admin';
import {
  bearer,
  expectError,
  keyed,
  signUp,
  testClock,
  uniqueEmail,
  useTestServer,
} from '../testing/harness';

/**
 * The company console (docs/product-rules.md#company-console): a company admin's page, courses and codes, and
 * what participants then see. Another company's admin gets 404 on every call. On PGlite, and with
 * DATABASE_URL on PostgreSQL.
 */
const clock = testClock(new Date('2026-11-24T09:00:00Z'));
const t = useTestServer({ clock });

type Method = 'GET' | 'POST' | 'PUT';
const send = (token: string, method: Method, url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: randomUUID() },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

let muster = 0;
let firma = '';
let stranger = '';
let operator = '';
let category = 0;

async function companyAdmin(companyId: number): Promise<string> {
  const email = uniqueEmail('firma');
  await t.db.query(
    `INSERT INTO admin_accounts (email, name, role, password_hash, company_id, created_at)
     VALUES ($1, 'Fiona Firma', 'company_admin', 'none', $2, now())`,
    [email, companyId],
  );
  return adminToken(t, email);
}

beforeAll(async () => {
  muster = (
    await t.db.query<{ id: number }>(`SELECT id FROM companies WHERE name = 'Muster Versicherung AG'`)
  )[0]!.id;
  const other = (
    await t.db.query<{ id: number }>(
      `INSERT INTO companies (name, name_short) VALUES ('Fremdfirma AG', 'FREMD') RETURNING id`,
    )
  )[0]!.id;
  firma = await adminToken(t, 'firma@demo.test');
  stranger = await companyAdmin(other);
  operator = await adminToken(t, 'admin@demo.test');
  category = (
    await t.db.query<{ id: number }>(
      `SELECT qc.category_id AS id FROM question_categories qc JOIN questions q ON q.id = qc.question_id
       WHERE q.state = 'live' GROUP BY qc.category_id HAVING count(*) BETWEEN 10 AND 99 ORDER BY qc.category_id LIMIT 1`,
    )
  )[0]!.id;
});

const courseInput = (overrides: Record<string, unknown> = {}) => ({
  name: `Kurs ${randomUUID().slice(0, 8)}`,
  pass_mark: 2,
  open_from: null,
  open_until: null,
  deadline: '2026-12-15',
  selection: { mode: 'draw', categories: [category], count: 3 },
  ...overrides,
});

async function createCourse(overrides: Record<string, unknown> = {}): Promise<ConsoleCourseDetail> {
  const response = await send(
    firma,
    'POST',
    `/api/admin/companies/${muster}/courses`,
    courseInput(overrides),
  );
  expect(response.statusCode, response.body).toBe(200);
  return consoleCourseDetailSchema.parse(response.json());
}

const coursePath = (id: number, tail = '') => `/api/admin/companies/${muster}/courses/${id}${tail}`;

async function member() {
  const learner = await signUp(t, { country: 'de', role: 'agent' });
  const redeemed = await t.request({
    method: 'POST',
    url: '/api/users/me/company-codes',
    headers: keyed(learner),
    payload: { code: 'DEMO-2026' },
  });
  expect(redeemed.statusCode).toBe(200);
  return learner;
}

async function visibleCourses(learner: Awaited<ReturnType<typeof member>>) {
  const response = await t.request({
    method: 'GET',
    url: `/api/users/me/companies/${muster}/courses`,
    headers: learner.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<unknown[]>().map((row) => companyCourseSchema.parse(row));
}

describe('company console', () => {
  it("answers another company's admin 404 on every call, and writes nothing", async () => {
    const course = await createCourse();
    const [{ n: audits }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')) as [
      { n: number },
    ];
    const base = `/api/admin/companies/${muster}`;
    const calls: [Method, string, unknown?][] = [
      ['GET', `${base}/page`],
      ['PUT', `${base}/page`, { welcome: 'x', contact_name: '', contact_email: '', contact_phone: '' }],
      ['GET', `${base}/courses`],
      ['GET', coursePath(course.id)],
      ['POST', `${base}/courses`, courseInput()],
      ['PUT', coursePath(course.id), courseInput()],
      ['POST', coursePath(course.id, '/publish')],
      ['POST', coursePath(course.id, '/archive')],
      ['GET', `${base}/categories`],
      ['GET', `${base}/bank?page=1`],
      ['GET', `${base}/codes`],
      ['POST', `${base}/codes`, { expires_on: '2027-01-31', max_uses: 3, count: 1 }],
      ['POST', `${base}/codes/DEMO-2026/deactivate`],
    ];
    for (const [method, url, body] of calls) {
      const response = await send(stranger, method, url, body);
      expect([403, 404], `${method} ${url}: ${response.statusCode}`).toContain(response.statusCode);
      expect(response.body).not.toContain('Muster');
    }
    const [{ n: after }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')) as [
      { n: number },
    ];
    expect(after).toBe(audits);
    expect((await visibleCourses(await member())).some((c) => c.id === course.id)).toBe(false);
    // A course id of the company under another company's path is unknown, for the operator too.
    const other = (
      await t.db.query<{ id: number }>(`SELECT id FROM companies WHERE name_short = 'FREMD'`)
    )[0]!.id;
    expectError(
      await send(operator, 'GET', `/api/admin/companies/${other}/courses/${course.id}`),
      404,
      'company-course.not-found',
    );
  });

  it('keeps the pass mark between 1 and the number of questions, and a draw within the bank', async () => {
    for (const pass_mark of [0, 4]) {
      const error = expectError(
        await send(firma, 'POST', `/api/admin/companies/${muster}/courses`, courseInput({ pass_mark })),
        422,
        'validation',
      );
      expect(JSON.stringify(error.errors)).toContain('pass_mark');
    }
    const picked = await send(
      firma,
      'POST',
      `/api/admin/companies/${muster}/courses`,
      courseInput({ pass_mark: 2, selection: { mode: 'pick', questions: [1, 1] } }),
    );
    // Two picks of one question are one question: a pass mark of 2 is too high.
    expectError(picked, 422, 'validation');
    const tooMany = expectError(
      await send(
        firma,
        'POST',
        `/api/admin/companies/${muster}/courses`,
        courseInput({ selection: { mode: 'draw', categories: [category], count: 100 }, pass_mark: 1 }),
      ),
      422,
      'validation',
    );
    expect(JSON.stringify(tooMany.errors)).toMatch(/nur \d+ aktive Fragen/);
    const ok = await createCourse({ pass_mark: 3 });
    expect(ok).toMatchObject({ state: 'draft', pass_mark: 3, question_count: 3, deadline: '2026-12-15' });
  });

  it('draws from the categories once: the same selection keeps its questions, another draws anew', async () => {
    const course = await createCourse();
    expect(course.questions).toHaveLength(3);
    expect(course.questions.every((q) => q.answers.length === 4 && q.answers.some((a) => a.correct))).toBe(
      true,
    );
    const again = consoleCourseDetailSchema.parse(
      (
        await send(firma, 'PUT', coursePath(course.id), courseInput({ name: course.name, pass_mark: 1 }))
      ).json(),
    );
    expect(again.questions.map((q) => q.id)).toEqual(course.questions.map((q) => q.id));
    expect(again.pass_mark).toBe(1);
    const more = await send(
      firma,
      'PUT',
      coursePath(course.id),
      courseInput({ name: course.name, selection: { mode: 'draw', categories: [category], count: 5 } }),
    );
    expect(more.statusCode, more.body).toBe(200);
    expect(consoleCourseDetailSchema.parse(more.json()).question_count).toBe(5);
    const audits = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity_type = 'company_course' AND entity_id = $1 ORDER BY id`,
      [String(course.id)],
    );
    expect(audits.map((row) => row.action)).toEqual([
      'company.course.create',
      'company.course.update',
      'company.course.update',
    ]);
  });

  it('shows participants a published course within its window, hides an archived one from new ones', async () => {
    const course = await createCourse({
      selection: { mode: 'draw', categories: [category], count: 2 },
      pass_mark: 1,
    });
    const learner = await member();
    expect((await visibleCourses(learner)).some((c) => c.id === course.id)).toBe(false);
    const published = await send(firma, 'POST', coursePath(course.id, '/publish'));
    expect(published.json()).toMatchObject({ state: 'published' });
    const seen = (await visibleCourses(learner)).find((c) => c.id === course.id);
    expect(seen).toMatchObject({ name: course.name, deadline: '2026-12-15', question_count: 2 });

    // The window opens tomorrow (Berlin): hidden; it opened today: shown; it closed yesterday: hidden.
    const window = async (open_from: string | null, open_until: string | null) => {
      const response = await send(
        firma,
        'PUT',
        coursePath(course.id),
        courseInput({
          name: course.name,
          pass_mark: 1,
          open_from,
          open_until,
          selection: { mode: 'draw', categories: [category], count: 2 },
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      return (await visibleCourses(learner)).some((c) => c.id === course.id);
    };
    expect(await window('2026-11-25', null)).toBe(false);
    expect(await window('2026-11-24', '2026-11-24')).toBe(true);
    expect(await window(null, '2026-11-23')).toBe(false);
    expect(await window(null, null)).toBe(true);
    expectError(
      await send(
        firma,
        'PUT',
        coursePath(course.id),
        courseInput({ name: course.name, pass_mark: 1, open_from: '2026-12-02', open_until: '2026-12-01' }),
      ),
      422,
      'validation',
    );

    // The learner starts and answers; then the question set is fixed.
    const started = await t.request({
      method: 'POST',
      url: '/api/platform/invite',
      headers: keyed(learner),
      payload: { course_id: course.id },
    });
    expect(started.statusCode, started.body).toBe(200);
    const question = await t.request({
      method: 'GET',
      url: `/api/users/me/companies/${muster}/courses/${course.id}/question`,
      headers: learner.headers,
    });
    const asked = question.json<{ id: number; answers: { id: number }[] }>();
    const answered = await t.request({
      method: 'POST',
      url: `/api/users/me/companies/${muster}/courses/${course.id}/question/guess`,
      headers: keyed(learner),
      payload: { answers: [asked.answers[0]!.id], question_id: asked.id },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const refused = expectError(
      await send(
        firma,
        'PUT',
        coursePath(course.id),
        courseInput({
          name: course.name,
          pass_mark: 1,
          selection: { mode: 'draw', categories: [category], count: 3 },
        }),
      ),
      409,
      'company-course.has-answers',
    );
    expect(refused.message).toBe(m.hasAnswers);

    const archived = await send(firma, 'POST', coursePath(course.id, '/archive'));
    expect(archived.json()).toMatchObject({ state: 'archived' });
    // The learner who started keeps it; a new member does not see it.
    expect((await visibleCourses(learner)).some((c) => c.id === course.id)).toBe(true);
    expect((await visibleCourses(await member())).some((c) => c.id === course.id)).toBe(false);
    expectError(await send(firma, 'POST', coursePath(course.id, '/publish')), 409, 'company-course.state');
  });

  it('writes the page participants see, and makes codes that redeem until deactivated', async () => {
    const page = await send(firma, 'PUT', `/api/admin/companies/${muster}/page`, {
      welcome: 'Willkommen bei Muster!\nViel Erfolg.',
      contact_name: 'Mia Muster',
      contact_email: 'Mia@Muster.test',
      contact_phone: '+49 30 123456',
    });
    expect(page.statusCode, page.body).toBe(200);
    expectError(
      await send(firma, 'PUT', `/api/admin/companies/${muster}/page`, {
        welcome: '',
        contact_name: '',
        contact_email: 'kein-mail',
        contact_phone: 'abc',
      }),
      422,
      'validation',
    );

    const created = await send(firma, 'POST', `/api/admin/companies/${muster}/codes`, {
      expires_on: '2026-12-31',
      max_uses: 1,
      count: 2,
    });
    expect(created.statusCode, created.body).toBe(200);
    const codes = created.json<unknown[]>().map((row) => consoleCodeSchema.parse(row));
    expect(codes).toHaveLength(2);
    expect(codes[0]!.code).toMatch(/^[2-9A-HJ-KM-NP-Z]{4}-[2-9A-HJ-KM-NP-Z]{4}$/);
    expect(codes[0]).toMatchObject({ state: 'active', max_uses: 1, uses: 0 });
    // Through the end of 31 December in Berlin.
    expect(codes[0]!.expires_at).toBe('2026-12-31T23:00:00.000Z');
    expectError(
      await send(firma, 'POST', `/api/admin/companies/${muster}/codes`, {
        expires_on: '2026-11-23',
        max_uses: 1,
        count: 1,
      }),
      422,
      'validation',
    );

    const learner = await signUp(t, { country: 'de', role: 'agent' });
    const redeem = (code: string, who = learner) =>
      t.request({
        method: 'POST',
        url: '/api/users/me/company-codes',
        headers: keyed(who),
        payload: { code },
      });
    expect((await redeem(codes[0]!.code.toLowerCase())).statusCode).toBe(200);
    const companies = await t.request({
      method: 'GET',
      url: '/api/users/me/companies',
      headers: learner.headers,
    });
    const mine = companies.json<unknown[]>().map((row) => companySchema.parse(row));
    expect(mine.find((c) => c.id === muster)).toMatchObject({
      welcome: 'Willkommen bei Muster!\nViel Erfolg.',
      contact: { name: 'Mia Muster', email: 'mia@muster.test', phone: '+49 30 123456' },
    });

    const deactivated = await send(
      firma,
      'POST',
      `/api/admin/companies/${muster}/codes/${codes[1]!.code}/deactivate`,
    );
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expectError(
      await redeem(codes[1]!.code, await signUp(t, { country: 'de', role: 'agent' })),
      404,
      'company-code.invalid',
    );
    const listed = (await send(firma, 'GET', `/api/admin/companies/${muster}/codes`)).json<
      { code: string; state: string; uses: number }[]
    >();
    expect(listed.find((c) => c.code === codes[0]!.code)).toMatchObject({ state: 'used-up', uses: 1 });
    expect(listed.find((c) => c.code === codes[1]!.code)).toMatchObject({ state: 'deactivated' });
    const actions = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE action LIKE 'company.code%' OR action = 'company.page.update' ORDER BY id`,
    );
    expect(actions.map((row) => row.action)).toEqual([
      'company.page.update',
      'company.codes.create',
      'company.code.deactivate',
    ]);
  });

  it('lets an operator work on any company, and searches the bank with answers and explanations', async () => {
    const list = await send(operator, 'GET', `/api/admin/companies/${muster}/courses`);
    expect(list.statusCode).toBe(200);
    const bank = await send(firma, 'GET', `/api/admin/companies/${muster}/bank?category=${category}&page=1`);
    const { data, total } = bank.json<{ data: { answers: { correct: boolean }[] }[]; total: number }>();
    expect(total).toBeGreaterThanOrEqual(10);
    expect(data.every((q) => q.answers.filter((a) => a.correct).length >= 1)).toBe(true);
    const categories = await send(firma, 'GET', `/api/admin/companies/${muster}/categories`);
    expect(categories.json<{ id: number }[]>().some((c) => c.id === category)).toBe(true);
  });
});
