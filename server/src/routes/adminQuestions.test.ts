import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  deskCategoriesCall,
  deskImportCall,
  deskQuestionCall,
  deskQuestionsCall,
  deskExportCall,
  type DeskQuestion,
} from '../../../src/shared/api/calls/adminQuestions';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import type { BankQuestion } from '../../../src/shared/api/questionBank';
import { fromMoodleXml, toMoodleXml } from '../seed/questions/moodle';
import { seedQuestions } from '../seed/questions/index';
import { seed } from '../seed/seed';
import { adminToken } from '../testing/admin';
import { bearer, expectError, keyed, signUp, useTestServer, type TestUser } from '../testing/harness';

const t = useTestServer();

const EDITOR = 'redaktion@demo.test';
const SECOND_EDITOR = 'pruefung@demo.test';

/** A Swiss category of its own per test, so a learner who selects it is served only that test's questions. */
async function probeCategory(id: number, key: string): Promise<{ id: number; key: string; name: string }> {
  const name = `Probe ${key}`;
  await t.db.query(
    `INSERT INTO categories (id, key, name, module, roles, country) VALUES ($1, $2, $3, 1, '{agent,makler}', 'ch')`,
    [id, key, name],
  );
  return { id, key, name };
}

const question = (key: string, category: string, overrides: Partial<BankQuestion> = {}): BankQuestion => ({
  key,
  text: `Was gilt für die Probe ${key}?`,
  answers: ['Die richtige Antwort', 'Eine falsche Antwort', 'Noch eine falsche', 'Die letzte falsche'],
  categories: [category],
  coins: 1,
  explanation: 'Weil die Probe genau so angelegt ist, ist die erste Antwort die richtige.',
  source: 'Art. 1 Probegesetz',
  validAsOf: '2025-01-01',
  ...overrides,
});

/** The right answer first, the wrong ones sorted: the desk keeps them in the order learners see them. */
const sameAnswers = (answers: readonly string[]) => [answers[0], ...answers.slice(1).sort()];
const canonical = (q: BankQuestion) => ({ ...q, answers: sameAnswers(q.answers) });

const content = (q: BankQuestion) => {
  const { key: _key, ...rest } = q;
  return rest;
};

async function as(email: string) {
  const token = await adminToken(t, email);
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: randomUUID() },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
  const detail = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await send(method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return deskQuestionCall.response.parse(response.json());
  };
  return {
    send,
    create: (q: BankQuestion) => detail('POST', '/api/admin/questions', q),
    edit: (id: number, q: BankQuestion) => detail('PUT', `/api/admin/questions/${id}`, content(q)),
    step: (id: number, verb: 'submit' | 'approve' | 'retire') =>
      detail('POST', `/api/admin/questions/${id}/${verb}`),
  };
}

/** A question through the whole desk: written by the editor, approved by the second; the live version. */
async function liveQuestion(q: BankQuestion): Promise<DeskQuestion> {
  const editor = await as(EDITOR);
  const second = await as(SECOND_EDITOR);
  const { question: draft } = await editor.create(q);
  await editor.step(draft.id, 'submit');
  return (await second.step(draft.id, 'approve')).question;
}

async function swissLearner(categoryId: number): Promise<TestUser> {
  const learner = await signUp(t, { country: 'ch', role: 'agent' });
  await t.db.query('UPDATE users SET selected_categories = $2 WHERE id = $1', [learner.id, [categoryId]]);
  return learner;
}

async function served(learner: TestUser): Promise<{ id: number; text: string } | null> {
  const response = await t.request({
    method: 'GET',
    url: '/api/users/me/question',
    headers: learner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; text: string } | null>();
}

async function answerRight(learner: TestUser, questionId: number): Promise<void> {
  const right = await t.db.query<{ id: number }>(
    'SELECT id FROM answers WHERE question_id = $1 AND correct',
    [questionId],
  );
  const response = await t.request({
    method: 'POST',
    url: '/api/users/me/question/guess',
    headers: keyed(learner),
    payload: { answers: right.map((r) => r.id), question_id: questionId },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json<{ coins_awarded?: number }>()).toBeDefined();
}

const auditOf = (id: number) =>
  t.db.query<{
    action: string;
    actor_email: string;
    before: DeskQuestion | null;
    after: DeskQuestion | null;
  }>(
    `SELECT action, actor_email, before, after FROM audit_log WHERE entity_type = 'question' AND entity_id = $1
     ORDER BY id`,
    [String(id)],
  );

describe('the four-eyes rule', () => {
  it('refuses the author its own approval, lets a second editor approve, and audits every step', async () => {
    const category = await probeCategory(391, 'ch-probe-vier');
    const editor = await as(EDITOR);
    const second = await as(SECOND_EDITOR);
    const { question: draft } = await editor.create(question('ch-probe-vier-001', category.key));
    expect(draft).toMatchObject({ state: 'draft', version: 1, author: { email: EDITOR } });
    await editor.step(draft.id, 'submit');

    const own = await editor.send('POST', `/api/admin/questions/${draft.id}/approve`);
    expectError(own, 403, 'question.own-approval');
    const stillInReview = await editor.send('GET', `/api/admin/questions/${draft.id}`);
    expect(deskQuestionCall.response.parse(stillInReview.json()).question.state).toBe('in_review');

    const approved = await second.step(draft.id, 'approve');
    expect(approved.question).toMatchObject({ state: 'live', approved_by: { email: SECOND_EDITOR } });
    expect((await auditOf(draft.id)).map((row) => [row.action, row.actor_email])).toEqual([
      ['question.create', EDITOR],
      ['question.submit', EDITOR],
      ['question.approve', SECOND_EDITOR],
    ]);
    const [, , approval] = await auditOf(draft.id);
    expect(approval!.before?.state).toBe('in_review');
    expect(approval!.after?.state).toBe('live');
  });

  it('counts an editor who changed the draft as its author too, and the table refuses it as well', async () => {
    const category = await probeCategory(392, 'ch-probe-mit');
    const editor = await as(EDITOR);
    const second = await as(SECOND_EDITOR);
    const q = question('ch-probe-mit-001', category.key);
    const { question: draft } = await editor.create(q);
    await second.edit(draft.id, { ...q, text: 'Was gilt für die geänderte Probe?' });
    await editor.step(draft.id, 'submit');
    expectError(
      await second.send('POST', `/api/admin/questions/${draft.id}/approve`),
      403,
      'question.own-approval',
    );
    expectError(
      await editor.send('POST', `/api/admin/questions/${draft.id}/approve`),
      403,
      'question.own-approval',
    );
    const operator = await as('admin@demo.test');
    expect((await operator.step(draft.id, 'approve')).question.state).toBe('live');

    const [author] = await t.db.query<{ author_id: number }>(
      'SELECT author_id FROM questions WHERE id = $1',
      [draft.id],
    );
    await expect(
      t.db.query('UPDATE questions SET approved_by = author_id WHERE id = $1', [draft.id]),
    ).rejects.toThrow(/questions_four_eyes/);
    expect(author!.author_id).toBeGreaterThan(0);
  });
});

describe('versions', () => {
  it('keeps what a learner answered on the version they saw; the approved edit reaches new learners only', async () => {
    const category = await probeCategory(393, 'ch-probe-fassung');
    const original = question('ch-probe-fassung-001', category.key);
    const live = await liveQuestion(original);

    const early = await swissLearner(category.id);
    const seen = await served(early);
    expect(seen).toMatchObject({ id: live.id, text: original.text });
    await answerRight(early, live.id);

    const editor = await as(EDITOR);
    const second = await as(SECOND_EDITOR);
    const edited = { ...original, text: 'Was gilt für die Probe nach der Änderung?' };
    const { question: draft } = await editor.edit(live.id, edited);
    expect(draft).toMatchObject({ state: 'draft', version: 2, family_id: live.family_id });
    expect(draft.id).not.toBe(live.id);
    // A second version while one is worked on is refused; the draft is edited instead.
    expectError(
      await editor.send('PUT', `/api/admin/questions/${live.id}`, content(edited)),
      409,
      'question.version-open',
    );

    // Until it is approved, the live version is served.
    const meanwhile = await swissLearner(category.id);
    expect(await served(meanwhile)).toMatchObject({ id: live.id, text: original.text });

    await editor.step(draft.id, 'submit');
    const { question: approved, versions } = await second.step(draft.id, 'approve');
    expect(approved.state).toBe('live');
    expect(versions.map((v) => [v.version, v.state])).toEqual([
      [2, 'live'],
      [1, 'superseded'],
    ]);

    // The early learner's history still shows the text they answered; the new version is not asked again.
    const history = await t.request({ method: 'GET', url: '/api/users/me/export', headers: early.headers });
    expect(history.statusCode).toBe(200);
    expect(history.json<{ answers: { question_id: number; question: string }[] }>().answers).toEqual([
      expect.objectContaining({ question_id: live.id, question: original.text, correct: true }),
    ]);
    expect(await served(early)).toBeNull();

    // A new learner gets the new text.
    const late = await swissLearner(category.id);
    expect(await served(late)).toMatchObject({ id: draft.id, text: edited.text });

    // The list shows the family's live version; the superseded one only when asked for.
    const list = await editor.send('GET', `/api/admin/questions?category=${category.id}`);
    const rows = deskQuestionsCall.response.parse(list.json()).data;
    expect(rows.map((r) => [r.id, r.state])).toEqual([[draft.id, 'live']]);
    const old = await editor.send('GET', `/api/admin/questions?category=${category.id}&state=superseded`);
    expect(deskQuestionsCall.response.parse(old.json()).data.map((r) => r.id)).toEqual([live.id]);
  });
});

describe('retiring', () => {
  it('takes the question out of every pool and keeps the coins earned with it', async () => {
    const category = await probeCategory(394, 'ch-probe-ruhe');
    const live = await liveQuestion(question('ch-probe-ruhe-001', category.key, { coins: 2 }));
    const earner = await swissLearner(category.id);
    expect((await served(earner))?.id).toBe(live.id);
    await answerRight(earner, live.id);
    const ledger = () =>
      t.db.query<{ coins: number }>('SELECT coins FROM coin_ledger WHERE user_id = $1 AND question_id = $2', [
        earner.id,
        live.id,
      ]);
    const before = await ledger();
    expect(before.length).toBe(1);

    // Served and not answered yet: retiring takes it from this learner's quiz too.
    const waiting = await swissLearner(category.id);
    expect((await served(waiting))?.id).toBe(live.id);

    const retired = await (await as(EDITOR)).step(live.id, 'retire');
    expect(retired.question.state).toBe('retired');
    expect(await ledger()).toEqual(before);
    expect(await served(await swissLearner(category.id))).toBeNull();
    expect(await served(waiting)).toBeNull();
    const guess = await t.request({
      method: 'POST',
      url: '/api/users/me/question/guess',
      headers: keyed(waiting),
      payload: { answers: [1], question_id: live.id },
    });
    expectError(guess, 422, 'question.not-served');
    const count = await t.request({
      method: 'GET',
      url: '/api/users/me/question-count',
      headers: waiting.headers,
    });
    expect(count.json()).toMatchObject({ total: 0 });
    // Nothing more happens to a retired question.
    expectError(
      await (await as(EDITOR)).send('POST', `/api/admin/questions/${live.id}/retire`),
      409,
      'question.state',
    );
    expectError(
      await (
        await as(EDITOR)
      ).send('PUT', `/api/admin/questions/${live.id}`, content(question('x', category.key))),
      409,
      'question.state',
    );
  });
});

describe('Moodle XML', () => {
  it('imports the good question as a draft and names why the bad one was refused', async () => {
    const category = await probeCategory(395, 'ch-probe-import');
    const good = question('ch-probe-import-001', category.key);
    const categories = [
      { ...category, module: 1 as const, roles: ['agent' as const], country: 'ch' as const },
    ];
    const valid = toMoodleXml([good], categories);
    // The second question loses one of its answers: the bank needs four.
    const pair = toMoodleXml([good, question('ch-probe-import-002', category.key)], categories);
    const second = pair.lastIndexOf('<question type="multichoice">');
    const both =
      pair.slice(0, second) +
      pair.slice(second).replace(/<answer fraction="0" format="html">[\s\S]*?<\/answer>/, '');
    const editor = await as(EDITOR);
    const response = await editor.send('POST', '/api/admin/questions/import', { xml: both });
    expect(response.statusCode, response.body).toBe(200);
    const result = deskImportCall.response.parse(response.json());
    expect(result.imported).toBe(1);
    expect(result.drafts.map((d) => d.key)).toEqual([good.key]);
    expect(result.refused).toEqual([expect.stringMatching(/^ch-probe-import-002: 3 answers/)]);
    const { question: draft } = deskQuestionCall.response.parse(
      (await editor.send('GET', `/api/admin/questions/${result.drafts[0]!.id}`)).json(),
    );
    expect(draft).toMatchObject({
      state: 'draft',
      text: good.text,
      categories: [category.key],
      author: { email: EDITOR },
    });
    expect(sameAnswers(draft.answers)).toEqual(sameAnswers(good.answers));
    expect((await auditOf(draft.id)).map((r) => r.action)).toEqual(['question.import']);
    // The same file again: its key is taken now.
    const again = deskImportCall.response.parse(
      (await editor.send('POST', '/api/admin/questions/import', { xml: valid })).json(),
    );
    expect(again).toMatchObject({ imported: 0, refused: [expect.stringContaining(good.key)] });
  });

  it('exports a selection that imports back to the same questions', async () => {
    const category = await probeCategory(396, 'ch-probe-export');
    const first = question('ch-probe-export-001', category.key, {
      text: 'Gilt <b>das</b> & "jenes" auch für Ä und ß?',
      coins: 2,
    });
    const second = question('ch-probe-export-002', category.key);
    const a = await liveQuestion(first);
    const editor = await as(EDITOR);
    const { question: b } = await editor.create(second);
    const byIds = await editor.send('GET', `/api/admin/questions/export?ids=${a.id},${b.id}`);
    expect(byIds.statusCode, byIds.body).toBe(200);
    const exported = deskExportCall.response.parse(byIds.json());
    expect(exported.count).toBe(2);
    const back = fromMoodleXml(exported.xml, {
      categories: [{ ...category, module: 1, roles: ['agent', 'makler'], country: 'ch' }],
    });
    expect(back.problems).toEqual([]);
    expect(back.questions.map(canonical)).toEqual([first, second].map(canonical));
    // By the list's filters: the live one only.
    const byFilter = deskExportCall.response.parse(
      (await editor.send('GET', `/api/admin/questions/export?category=${category.id}&state=live`)).json(),
    );
    expect(byFilter.count).toBe(1);
    expect(byFilter.xml).toContain('ch-probe-export-001');
    expect(byFilter.xml).not.toContain('ch-probe-export-002');
  });
});

describe('the seed', () => {
  it('keeps an approved edit and a retired question when it runs again', async () => {
    const [edited, retired] = seedQuestions.filter((q) => q.key.startsWith('de-vvg-'));
    const idOf = async (key: string, version = 1) =>
      (
        await t.db.query<{ id: number }>('SELECT id FROM questions WHERE key = $1 AND version = $2', [
          key,
          version,
        ])
      )[0]!.id;
    const editor = await as(EDITOR);
    const second = await as(SECOND_EDITOR);
    const changed = { ...edited!, text: 'Was gilt nach der Redaktion der Probe?' };
    const { question: draft } = await editor.edit(await idOf(edited!.key), changed);
    await editor.step(draft.id, 'submit');
    await second.step(draft.id, 'approve');
    await editor.step(await idOf(retired!.key), 'retire');

    await seed(t.db);

    const rows = await t.db.query<{ key: string; version: number; state: string; text: string }>(
      'SELECT key, version, state, text FROM questions WHERE key = ANY ($1::text[]) ORDER BY key, version',
      [[edited!.key, retired!.key]],
    );
    expect(rows).toEqual(
      [
        { key: edited!.key, version: 1, state: 'superseded', text: edited!.text },
        { key: edited!.key, version: 2, state: 'live', text: changed.text },
        { key: retired!.key, version: 1, state: 'retired', text: retired!.text },
      ].sort((x, y) => x.key.localeCompare(y.key) || x.version - y.version),
    );
    const answers = await t.db.query<{ text: string }>(
      'SELECT text FROM answers WHERE question_id = $1 AND correct',
      [draft.id],
    );
    expect(answers.map((a) => a.text)).toEqual([changed.answers[0]]);
  });
});

describe('roles', () => {
  it('refuses support the desk, reads included', async () => {
    const support = await as('support@demo.test');
    expectError(await support.send('GET', '/api/admin/questions'), 403, 'forbidden');
  });
});

describe('categories', () => {
  it("gives the desk a country's categories with their keys, and every country's without one", async () => {
    const editor = await as(EDITOR);
    const swiss = await probeCategory(9701, 'ch-probe-kategorien');
    const response = await editor.send('GET', '/api/admin/categories?country=ch');
    expect(response.statusCode).toBe(200);
    const list = deskCategoriesCall.response.parse(response.json());
    expect(list).toContainEqual({ ...swiss, country: 'ch', module: 1 });
    expect(list.every((category) => category.country === 'ch')).toBe(true);
    expect(list.map((category) => category.key)).toEqual(list.map((category) => category.key).sort());
    const all = deskCategoriesCall.response.parse((await editor.send('GET', '/api/admin/categories')).json());
    expect(new Set(all.map((category) => category.country))).toEqual(new Set(['de', 'at', 'ch']));
    expect((await editor.send('GET', '/api/admin/categories?country=xx')).statusCode).toBe(422);
  });
});
