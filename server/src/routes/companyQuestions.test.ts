import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  consoleCourseDetailSchema,
  ownQuestionDetailSchema,
  type OwnQuestionDetail,
} from '../../../src/shared/api/calls/companyConsole';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import { countDue, nextDueQuestion } from '../practice/review';
import { noteAnswer, reviewed, writeCard } from '../practice/reviewCards';
import { countQuestions, remainingCategoryCoins, serveQuestion } from '../quiz/questions';
import { seed } from '../seed/seed';
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
 * A company's own questions (docs/product-rules.md#company-console): written and approved in the console under
 * the four-eyes rule within the company, served only in that company's courses, never anywhere the bank is
 * (open quiz, bookings' coins, practice, the desk, the console's bank). On PGlite, and with DATABASE_URL on
 * PostgreSQL.
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

/** A category only company questions are in, so any pool that took one would show it. */
const OWN_CATEGORY = { id: 9901, key: 'de-eigenfragen' };
const TEXT = `Welche Frist gilt intern bei Muster ${randomUUID().slice(0, 6)}?`;
const content = (text = TEXT) => ({
  text,
  answers: ['Zwei Wochen', 'Ein Tag', 'Ein Jahr', 'Keine'],
  categories: [OWN_CATEGORY.key, 'de-vvg'],
  coins: 1,
  explanation: 'Die interne Richtlinie der Muster Versicherung AG setzt zwei Wochen für die Rückmeldung.',
  source: 'Interne Richtlinie 4.2',
  validAsOf: '2026-01-01',
});

let muster = 0;
let firma = '';
let second = '';
let stranger = '';
let operator = '';
let editor = '';
let vvg = 0;

async function companyAdmin(companyId: number): Promise<string> {
  const email = uniqueEmail('firma');
  await t.db.query(
    `INSERT INTO admin_accounts (email, name, role, password_hash, company_id, created_at)
     VALUES ($1, 'Fiona Firma', 'company_admin', 'none', $2, now())`,
    [email, companyId],
  );
  return adminToken(t, email);
}

const base = () => `/api/admin/companies/${muster}`;
const audits = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;

async function write(token: string, text = TEXT): Promise<OwnQuestionDetail> {
  const response = await send(token, 'POST', `${base()}/questions`, content(text));
  expect(response.statusCode, response.body).toBe(200);
  return ownQuestionDetailSchema.parse(response.json());
}

beforeAll(async () => {
  muster = (
    await t.db.query<{ id: number }>(`SELECT id FROM companies WHERE name = 'Muster Versicherung AG'`)
  )[0]!.id;
  const other = (
    await t.db.query<{ id: number }>(
      `INSERT INTO companies (name, name_short) VALUES ('Fremdfirma Fragen AG', 'FREMDQ') RETURNING id`,
    )
  )[0]!.id;
  await t.db.query(
    `INSERT INTO categories (id, key, name, module, roles, country)
     VALUES ($1, $2, 'Eigene Fragen (Test)', 1, '{agent,makler}', 'de')`,
    [OWN_CATEGORY.id, OWN_CATEGORY.key],
  );
  vvg = (await t.db.query<{ id: number }>(`SELECT id FROM categories WHERE key = 'de-vvg'`))[0]!.id;
  firma = await adminToken(t, 'firma@demo.test');
  second = await adminToken(t, 'firma-pruefung@demo.test');
  stranger = await companyAdmin(other);
  operator = await adminToken(t, 'admin@demo.test');
  editor = await adminToken(t, 'redaktion@demo.test');
});

describe("a company's own questions", () => {
  it('are approved by a second admin of the company, never the author, never another company', async () => {
    const draft = await write(firma);
    expect(draft.question).toMatchObject({ state: 'draft', version: 1, text: TEXT });
    expect(draft.question.key).toMatch(new RegExp(`^de-firma${muster}-\\d{3,4}$`));
    expect(draft.question.author?.email).toBe('firma@demo.test');
    const id = draft.question.id;
    const path = `${base()}/questions/${id}`;

    // Another company's admin: 404 on every call, nothing written.
    const before = await audits();
    const calls: [Method, string, unknown?][] = [
      ['GET', `${base()}/questions`],
      ['GET', path],
      ['GET', `${base()}/question-categories?country=de`],
      ['POST', `${base()}/questions`, content()],
      ['PUT', path, content()],
      ['POST', `${path}/submit`],
      ['POST', `${path}/approve`],
      ['POST', `${path}/reject`, { note: 'Nein.' }],
    ];
    for (const [method, url, body] of calls) {
      const response = await send(stranger, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Muster');
    }
    // The bank's desk knows no company question either.
    for (const verb of ['submit', 'approve', 'retire']) {
      expectError(await send(editor, 'POST', `/api/admin/questions/${id}/${verb}`), 404, 'not_found');
    }
    expectError(await send(editor, 'GET', `/api/admin/questions/${id}`), 404, 'not_found');
    expect(await audits()).toBe(before);

    const submitted = await send(firma, 'POST', `${path}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expectError(await send(firma, 'POST', `${path}/approve`), 403, 'question.own-approval');
    // Returned with a note, edited, submitted again, then approved by the second admin.
    const returned = await send(second, 'POST', `${path}/reject`, { note: 'Bitte die Quelle nennen.' });
    expect(ownQuestionDetailSchema.parse(returned.json()).question).toMatchObject({
      state: 'draft',
      review_note: 'Bitte die Quelle nennen.',
    });
    expect((await send(firma, 'PUT', path, content())).statusCode).toBe(200);
    expect((await send(firma, 'POST', `${path}/submit`)).statusCode).toBe(200);
    const approved = await send(second, 'POST', `${path}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(ownQuestionDetailSchema.parse(approved.json()).question).toMatchObject({
      state: 'live',
      approved_by: { email: 'firma-pruefung@demo.test' },
    });

    const actions = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity_type = 'question' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(actions.map((row) => row.action)).toEqual([
      'company.question.create',
      'company.question.submit',
      'company.question.reject',
      'company.question.edit',
      'company.question.submit',
      'company.question.approve',
    ]);
    const list = await send(second, 'GET', `${base()}/questions`);
    expect(list.json<{ id: number }[]>().some((row) => row.id === id)).toBe(true);
    // The operator may approve too (the author still never).
    const other = await write(second, `${TEXT} (zweite)`);
    await send(second, 'POST', `${base()}/questions/${other.question.id}/submit`);
    const byOperator = await send(operator, 'POST', `${base()}/questions/${other.question.id}/approve`);
    expect(byOperator.statusCode, byOperator.body).toBe(200);
  });

  it('is served in the company course to its participants, and nowhere the bank is', async () => {
    const learner = await signUp(t, { country: 'de', role: 'agent' });
    const filter = { categories: [OWN_CATEGORY.id, vvg], difficulties: [1, 2] as const };
    const bankBefore = await countQuestions(t.db, learner.id, filter, clock());
    const coinsBefore = await remainingCategoryCoins(t.db, learner.id, vvg, clock());

    const draft = await write(firma, `${TEXT} (Kurs)`);
    const id = draft.question.id;
    await send(firma, 'POST', `${base()}/questions/${id}/submit`);
    expect((await send(second, 'POST', `${base()}/questions/${id}/approve`)).statusCode).toBe(200);

    // The open quiz, booking coins and counts: as before, and nothing from the company's own category.
    expect(await countQuestions(t.db, learner.id, filter, clock())).toEqual(bankBefore);
    expect(await remainingCategoryCoins(t.db, learner.id, vvg, clock())).toBe(coinsBefore);
    const own = { categories: [OWN_CATEGORY.id], difficulties: [1, 2] as const };
    expect(
      await serveQuestion(t.db, { userId: learner.id, courseId: null, filter: own }, clock()),
    ).toBeNull();
    // Practice: the quiz on the category, and the review even with a card for it.
    const practice = await t.request({
      method: 'GET',
      url: `/api/users/me/practice/question?categories=${OWN_CATEGORY.id}`,
      headers: learner.headers,
    });
    expect(practice.statusCode, practice.body).toBe(200);
    expect(practice.json()).toBeNull();
    // A wrong answer to it makes no card; and a card made some other way is never due.
    const yesterday = new Date(clock().getTime() - 86_400_000);
    await noteAnswer(t.db, { userId: learner.id, questionId: id, correct: false }, yesterday);
    const cards = await t.db.query('SELECT 1 FROM review_cards WHERE user_id = $1', [learner.id]);
    expect(cards).toHaveLength(0);
    await writeCard(t.db, learner.id, id, reviewed(null, false, yesterday), yesterday);
    expect(await countDue(t.db, learner.id, new Date(clock().getTime() + 86_400_000 * 30))).toBe(0);
    expect(await nextDueQuestion(t.db, learner.id, new Date(clock().getTime() + 86_400_000 * 30))).toBeNull();
    // The bank's desk (list, export) and the console's bank.
    const desk = await send(editor, 'GET', `/api/admin/questions?text=${encodeURIComponent(TEXT)}`);
    expect(desk.json<{ total: number }>().total).toBe(0);
    const exported = await send(editor, 'GET', `/api/admin/questions/export?ids=${id}`);
    expect(exported.json<{ count: number }>().count).toBe(0);
    const bank = await send(firma, 'GET', `${base()}/bank?text=${encodeURIComponent(TEXT)}`);
    expect(bank.json<{ total: number }>().total).toBe(0);
    const categories = await send(firma, 'GET', `${base()}/categories`);
    expect(categories.json<{ id: number }[]>().some((c) => c.id === OWN_CATEGORY.id)).toBe(false);
    // The console offers it to the company for picking, and to no other company.
    const offered = await send(firma, 'GET', `${base()}/bank?own=1&text=${encodeURIComponent(TEXT)}`);
    expect(offered.json<{ data: { id: number }[] }>().data.map((q) => q.id)).toContain(id);

    // A course of the company with it: its participant is asked it first.
    const bankQuestion = (
      await t.db.query<{ id: number }>(
        `SELECT id FROM questions WHERE company_id IS NULL AND state = 'live' ORDER BY id LIMIT 1`,
      )
    )[0]!.id;
    const created = await send(firma, 'POST', `${base()}/courses`, {
      name: `Eigene Fragen ${randomUUID().slice(0, 6)}`,
      pass_mark: 1,
      open_from: null,
      open_until: null,
      deadline: null,
      selection: { mode: 'pick', questions: [id, bankQuestion] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const course = consoleCourseDetailSchema.parse(created.json());
    expect(course.questions.map((q) => q.id)).toEqual([id, bankQuestion]);
    expect((await send(firma, 'POST', `${base()}/courses/${course.id}/publish`)).statusCode).toBe(200);
    const redeemed = await t.request({
      method: 'POST',
      url: '/api/users/me/company-codes',
      headers: keyed(learner),
      payload: { code: 'DEMO-2026' },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const started = await t.request({
      method: 'POST',
      url: '/api/platform/invite',
      headers: keyed(learner),
      payload: { course_id: course.id },
    });
    expect(started.statusCode, started.body).toBe(200);
    const asked = await t.request({
      method: 'GET',
      url: `/api/users/me/companies/${muster}/courses/${course.id}/question`,
      headers: learner.headers,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<{ id: number; text: string }>()).toMatchObject({ id, text: `${TEXT} (Kurs)` });

    // Another company cannot pick it.
    const strangerCompany = (
      await t.db.query<{ id: number }>(`SELECT id FROM companies WHERE name_short = 'FREMDQ'`)
    )[0]!.id;
    const foreign = await send(operator, 'POST', `/api/admin/companies/${strangerCompany}/courses`, {
      name: 'Fremd mit fremder Frage',
      pass_mark: 1,
      open_from: null,
      open_until: null,
      deadline: null,
      selection: { mode: 'pick', questions: [id] },
    });
    expectError(foreign, 422, 'validation');

    // A seed run again leaves it as the company wrote it, and puts it in none of the seed's courses.
    await seed(t.db, clock());
    const after = await t.db.query<{ state: string; text: string; company_id: number }>(
      'SELECT state, text, company_id FROM questions WHERE id = $1',
      [id],
    );
    expect(after).toEqual([{ state: 'live', text: `${TEXT} (Kurs)`, company_id: muster }]);
    const seeded = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM company_course_questions cq JOIN company_courses k ON k.id = cq.course_id
       WHERE cq.question_id = $1 AND k.id <> $2`,
      [id, course.id],
    );
    expect(seeded[0]!.n).toBe(0);
  });
});
