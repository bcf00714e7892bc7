import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/messages.de';
import { QUESTION_REPORT_TEXT_MAX } from '../../../src/shared/domain/questionReports';
import type { ReportedQuestion } from '../../../src/shared/api/calls/reports';
import {
  bearer,
  expectError,
  keyed,
  mailsTo,
  paths,
  signUp,
  testClock,
  useTestServer,
  type TestServer,
  type TestUser,
} from '../testing/harness';
import { adminToken } from '../testing/admin';
import { resendFailedReportMails } from '../reports/reports';

const clock = testClock(new Date('2026-06-01T10:17:23Z'));
const t = useTestServer({ clock });
const limited = useTestServer({ clock, config: { rateLimits: true } });

const EDITOR = 'redaktion@demo.test';
const SUPPORT = 'support@demo.test';
const m = messages.reports;

const report = (server: TestServer, user: TestUser, payload: Record<string, unknown>) =>
  server.request({ method: 'POST', url: '/api/question-reports', headers: keyed(user), payload });

/** A course of the user (category 108, one hour): the course's question answered, its id returned. */
async function answerOne(server: TestServer, user: TestUser, course?: number): Promise<number> {
  const courseId =
    course ??
    (
      await server.request({
        method: 'POST',
        url: '/api/users/me/courses',
        headers: keyed(user),
        payload: { category_id: 108, hours: 1 },
      })
    ).json<{ id: number }>().id;
  const question = (
    await server.request({ method: 'GET', url: paths.question(courseId), headers: user.headers })
  ).json<{ id: number; answers: { id: number }[] }>();
  const guess = await server.request({
    method: 'POST',
    url: paths.guess(courseId),
    headers: keyed(user),
    payload: { answers: [question.answers[0]!.id], question_id: question.id },
  });
  expect(guess.statusCode, guess.body).toBe(200);
  return question.id;
}

async function decide(
  server: TestServer,
  token: string,
  reportId: number,
  decision: 'accept' | 'reject',
  reply: string,
) {
  return server.request({
    method: 'POST',
    url: `/api/admin/question-reports/${reportId}/${decision}`,
    headers: bearer(token),
    payload: { reply },
  });
}

let editor: string;
beforeAll(async () => {
  editor = await adminToken(t, EDITOR);
});

describe('POST /api/question-reports', () => {
  it('stores a report of an answered question with its text as given and thanks the learner', async () => {
    const user = await signUp(t);
    const question = await answerOne(t, user);
    const text = '  <b>Die Antwort</b> ist seit 2025 falsch: "§ 34d" & \'Quelle\'\nZeile zwei  ';
    const response = await report(t, user, { question_id: question, reason: 'answer-wrong', text });
    expect(response.statusCode, response.body).toBe(200);
    const { id, message } = response.json<{ id: number; message: string }>();
    expect(message).toBe(m.thanks);
    const [row] = await t.db.query<Record<string, unknown>>(
      'SELECT user_id, question_id, reason, text, status, created_at FROM question_reports WHERE id = $1',
      [id],
    );
    expect(row).toEqual({
      user_id: user.id,
      question_id: question,
      reason: 'answer-wrong',
      text: text.trim(),
      status: 'open',
      created_at: new Date('2026-06-01T10:17:23Z'),
    });
  });

  it('keeps one open report per learner and question: a second one is refused with its own sentence', async () => {
    const user = await signUp(t);
    const question = await answerOne(t, user);
    expect((await report(t, user, { question_id: question, reason: 'other' })).statusCode).toBe(200);
    const again = await report(t, user, {
      question_id: question,
      reason: 'question-unclear',
      text: 'Noch mal',
    });
    expect(expectError(again, 409, 'report.duplicate').message).toBe(m.duplicate);
    const rows = await t.db.query('SELECT id FROM question_reports WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    // Another learner may report the same question.
    const other = await signUp(t);
    await t.db.query(
      `INSERT INTO answered_questions (user_id, question_id, correct, answered_at) VALUES ($1, $2, false, now())`,
      [other.id, question],
    );
    expect((await report(t, other, { question_id: question, reason: 'other' })).statusCode).toBe(200);
  });

  it('takes a new report once the first one is decided', async () => {
    const user = await signUp(t);
    const question = await answerOne(t, user);
    const { id } = (await report(t, user, { question_id: question, reason: 'other' })).json<{ id: number }>();
    expect((await decide(t, editor, id, 'reject', 'Passt so.')).statusCode).toBe(200);
    expect((await report(t, user, { question_id: question, reason: 'other' })).statusCode).toBe(200);
  });

  it('refuses a question the learner was served but has not answered, and one never served', async () => {
    const user = await signUp(t);
    const course = (
      await t.request({
        method: 'POST',
        url: '/api/users/me/courses',
        headers: keyed(user),
        payload: { category_id: 108, hours: 1 },
      })
    ).json<{ id: number }>().id;
    const served = (
      await t.request({ method: 'GET', url: paths.question(course), headers: user.headers })
    ).json<{ id: number }>();
    const response = await report(t, user, { question_id: served.id, reason: 'answer-wrong' });
    expect(expectError(response, 422, 'report.not-answered').message).toBe(m.notAnswered);
    // Someone else's answer does not count for this learner.
    const other = await signUp(t);
    const theirs = await answerOne(t, other);
    expectError(await report(t, user, { question_id: theirs, reason: 'other' }), 422, 'report.not-answered');
    expectError(
      await report(t, user, { question_id: 2147483647, reason: 'other' }),
      422,
      'report.not-answered',
    );
    expect(await t.db.query('SELECT id FROM question_reports WHERE user_id = $1', [user.id])).toEqual([]);
  });

  it('counts a company course answer as a seen verdict', async () => {
    const user = await signUp(t);
    await t.request({
      method: 'POST',
      url: '/api/users/me/company-codes',
      headers: keyed(user),
      payload: { code: 'DEMO-2026' },
    });
    const [course] = await t.db.query<{ id: number; company_id: number }>(
      `SELECT cc.id, cc.company_id FROM company_courses cc JOIN companies c ON c.id = cc.company_id
       WHERE c.name = 'Muster Versicherung AG' ORDER BY cc.id LIMIT 1`,
    );
    await t.request({
      method: 'POST',
      url: '/api/platform/invite',
      headers: keyed(user),
      payload: { course_id: course!.id },
    });
    const base = paths.companyCourse(course!.company_id, course!.id);
    const question = (
      await t.request({ method: 'GET', url: `${base}/question`, headers: user.headers })
    ).json<{
      id: number;
      answers: { id: number }[];
    }>();
    const before = await report(t, user, { question_id: question.id, reason: 'other' });
    expectError(before, 422, 'report.not-answered');
    const guess = await t.request({
      method: 'POST',
      url: `${base}/question/guess`,
      headers: keyed(user),
      payload: { answers: [question.answers[0]!.id], question_id: question.id },
    });
    expect(guess.statusCode, guess.body).toBe(200);
    expect((await report(t, user, { question_id: question.id, reason: 'source-outdated' })).statusCode).toBe(
      200,
    );
  });

  it.each([
    [{ question_id: 1 }],
    [{ question_id: 1, reason: 'Antwort falsch' }],
    [{ question_id: 1, reason: 'other', text: 'x'.repeat(QUESTION_REPORT_TEXT_MAX + 1) }],
    [{ reason: 'other' }],
  ])('refuses %j with 422', async (payload) => {
    const user = await signUp(t);
    expectError(await report(t, user, payload), 422, 'validation');
  });

  it('takes a text of exactly 1,000 characters', async () => {
    const user = await signUp(t);
    const question = await answerOne(t, user);
    const text = 'ä'.repeat(QUESTION_REPORT_TEXT_MAX);
    expect((await report(t, user, { question_id: question, reason: 'other', text })).statusCode).toBe(200);
  });

  it('needs a signed-in learner', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/question-reports',
      payload: { question_id: 1, reason: 'other' },
    });
    expectError(response, 401);
  });

  it('is rate-limited per account', async () => {
    const user = await signUp(limited);
    const question = await answerOne(limited, user);
    expect((await report(limited, user, { question_id: question, reason: 'other' })).statusCode).toBe(200);
    for (let i = 1; i < 10; i += 1) {
      expectError(
        await report(limited, user, { question_id: question, reason: 'other' }),
        409,
        'report.duplicate',
      );
    }
    const flooded = await report(limited, user, { question_id: question, reason: 'other' });
    expectError(flooded, 429, 'passwords.throttled');
    expect(flooded.headers['retry-after']).toBeDefined();
    // Another account is not held up.
    const other = await signUp(limited);
    const theirs = await answerOne(limited, other);
    expect((await report(limited, other, { question_id: theirs, reason: 'other' })).statusCode).toBe(200);
  });
});

describe('the editor desk of reports', () => {
  /**
   * A question nobody reported yet, so its counts are this test's alone (a served one may be one an earlier
   * test reported), answered by each of `users` as a report requires.
   */
  async function unreportedQuestion(...users: TestUser[]) {
    const [fresh] = await t.db.query<{ id: number }>(
      `SELECT q.id FROM questions q JOIN question_categories qc ON qc.question_id = q.id
       WHERE qc.category_id = 108 AND q.state = 'live'
         AND NOT EXISTS (SELECT 1 FROM question_reports r WHERE r.question_id = q.id)
       ORDER BY random() LIMIT 1`,
    );
    for (const user of users)
      await t.db.query(
        `INSERT INTO answered_questions (user_id, question_id, correct, answered_at) VALUES ($1, $2, true, now())`,
        [user.id, fresh!.id],
      );
    return fresh!.id;
  }

  async function reported(text = 'Die Frage ist veraltet.') {
    const user = await signUp(t);
    await t.db.query(`UPDATE users SET first_name = 'Rita' WHERE id = $1`, [user.id]);
    const question = await unreportedQuestion(user);
    const response = await report(t, user, { question_id: question, reason: 'source-outdated', text });
    return { user, question, id: response.json<{ id: number }>().id };
  }

  it('lists questions with their reports: counts, reasons and texts, open and closed, paged', async () => {
    const author = await signUp(t);
    const second = await signUp(t);
    const question = await unreportedQuestion(author, second);
    const reply = await report(t, author, {
      question_id: question,
      reason: 'source-outdated',
      text: '<script>alert(1)</script>',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await report(t, second, { question_id: question, reason: 'answer-wrong', text: 'Falsch' });
    const list = await t.request({
      method: 'GET',
      url: '/api/admin/question-reports?status=open',
      headers: bearer(editor),
    });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<{ data: ReportedQuestion[]; per_page: number; page: number; total: number }>();
    expect(body).toMatchObject({ page: 1, per_page: 20 });
    const entry = body.data.find((q) => q.question.id === question)!;
    expect(entry).toMatchObject({
      open_count: 2,
      total_count: 2,
      reasons: { 'answer-wrong': 1, 'question-unclear': 0, 'source-outdated': 1, other: 0 },
    });
    expect(entry.reports.map((r) => r.text).sort()).toEqual(['<script>alert(1)</script>', 'Falsch']);
    expect(entry.question.text.length).toBeGreaterThan(0);

    for (const r of entry.reports)
      expect((await decide(t, editor, r.id, 'reject', 'Nein.')).statusCode).toBe(200);
    const open = (
      await t.request({ method: 'GET', url: '/api/admin/question-reports', headers: bearer(editor) })
    ).json<{ data: ReportedQuestion[] }>();
    expect(open.data.some((q) => q.question.id === question)).toBe(false);
    const closed = (
      await t.request({
        method: 'GET',
        url: '/api/admin/question-reports?status=closed',
        headers: bearer(editor),
      })
    ).json<{ data: ReportedQuestion[] }>();
    const decided = closed.data.find((q) => q.question.id === question)!;
    expect(decided.open_count).toBe(0);
    expect(decided.reports.every((r) => r.status === 'rejected' && r.reply === 'Nein.')).toBe(true);
    expect(decided.reports[0]!.decided_by).toMatchObject({ email: EDITOR });
  });

  it("shows in the editorial desk's list: open reports counted per question, and a filter for them", async () => {
    const { id, question } = await reported();
    const desk = async () =>
      (
        await t.request({
          method: 'GET',
          url: '/api/admin/questions?open_reports=1',
          headers: bearer(editor),
        })
      ).json<{ data: { id: number; open_reports: number }[] }>().data;
    expect((await desk()).find((row) => row.id === question)).toMatchObject({ open_reports: 1 });
    expect((await desk()).every((row) => row.open_reports > 0)).toBe(true);
    expect((await decide(t, editor, id, 'accept', 'Danke, wird korrigiert.')).statusCode).toBe(200);
    expect((await desk()).some((row) => row.id === question)).toBe(false);
  });

  it.each(['accept', 'reject'] as const)(
    '%s records the decision, the editor, the reply and the time, one audit row, and mails the reporter',
    async (decision) => {
      const { user, question, id } = await reported();
      const [{ text: questionText }] = (await t.db.query<{ text: string }>(
        'SELECT text FROM questions WHERE id = $1',
        [question],
      )) as [{ text: string }];
      const reply = 'Danke, <wir> prüfen "das" & melden uns.';
      const response = await decide(t, editor, id, decision, reply);
      expect(response.statusCode, response.body).toBe(200);
      const status = decision === 'accept' ? 'accepted' : 'rejected';
      expect(response.json()).toMatchObject({
        message: decision === 'accept' ? m.accepted : m.rejected,
        report: { id, status, reply, decided_at: '2026-06-01T10:17:23.000Z', decided_by: { email: EDITOR } },
      });
      expect(response.headers['cache-control']).toBe('no-store');
      const [row] = await t.db.query<Record<string, unknown>>(
        `SELECT r.status, r.reply, r.decided_at, a.email FROM question_reports r
         JOIN admin_accounts a ON a.id = r.decided_by WHERE r.id = $1`,
        [id],
      );
      expect(row).toEqual({ status, reply, decided_at: new Date('2026-06-01T10:17:23Z'), email: EDITOR });
      const audit = await t.db.query<Record<string, unknown>>(
        `SELECT actor_email, action, before, after FROM audit_log
         WHERE entity_type = 'question_report' AND entity_id = $1`,
        [String(id)],
      );
      expect(audit).toEqual([
        {
          actor_email: EDITOR,
          action: `question-report.${decision}`,
          before: { status: 'open', question_id: question },
          after: { status, question_id: question, reply },
        },
      ]);
      const [mail] = await mailsTo(t, user.email);
      expect(mail!.subject).toBe(m.mailSubject(decision === 'accept'));
      expect(mail!.text).toContain('Hallo Rita,');
      expect(mail!.text).toContain(`„${questionText}“`);
      expect(mail!.text).toContain(reply);
      expect(mail!.text).toContain('Quelle veraltet');
      // The HTML part quotes the texts as text.
      const [html] = await t.db.query<{ html_body: string }>(
        'SELECT html_body FROM dev_mails WHERE id = $1',
        [mail!.id],
      );
      expect(html!.html_body).not.toContain('<wir>');
      expect(html!.html_body).toContain('&#60;wir&#62;');
      const [sent] = await t.db.query<{ mail_sent_at: Date | null; mail_attempts: number }>(
        'SELECT mail_sent_at, mail_attempts FROM question_reports WHERE id = $1',
        [id],
      );
      expect(sent).toEqual({ mail_sent_at: new Date('2026-06-01T10:17:23Z'), mail_attempts: 1 });
    },
  );

  it('refuses a second decision and an unknown report, writing no audit row', async () => {
    const { id } = await reported();
    expect((await decide(t, editor, id, 'accept', 'Ja.')).statusCode).toBe(200);
    const audits = () =>
      t.db.query(`SELECT id FROM audit_log WHERE entity_type = 'question_report' AND entity_id = $1`, [
        String(id),
      ]);
    expect(
      expectError(await decide(t, editor, id, 'reject', 'Doch nicht.'), 409, 'report.decided').message,
    ).toBe(m.decided);
    expect(await audits()).toHaveLength(1);
    expectError(await decide(t, editor, 2147483647, 'accept', 'Ja.'), 404, 'report.not-found');
  });

  it('needs a reply', async () => {
    const { id } = await reported();
    for (const reply of ['', '   '])
      expectError(await decide(t, editor, id, 'accept', reply), 422, 'validation');
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM question_reports WHERE id = $1', [
      id,
    ]);
    expect(row!.status).toBe('open');
  });

  it('lets operators decide too, and not support', async () => {
    const { id } = await reported();
    expectError(await decide(t, await adminToken(t, SUPPORT), id, 'accept', 'Ja.'), 403, 'forbidden');
    expect((await decide(t, await adminToken(t, 'admin@demo.test'), id, 'accept', 'Ja.')).statusCode).toBe(
      200,
    );
  });

  it('retries a failed mail in the worker round and keeps the decision', async () => {
    const { user, id } = await reported();
    const mailer = t.server.ctx.mailer;
    const send = mailer.send.bind(mailer);
    mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      expect((await decide(t, editor, id, 'accept', 'Wird korrigiert.')).statusCode).toBe(200);
      // The mail follows the reply: the broken mailer stays until it has been tried.
      await t.server.ctx.afterReply.settled();
    } finally {
      mailer.send = send;
    }
    const decisionMails = async () =>
      (await mailsTo(t, user.email)).filter((mail) => mail.subject === m.mailSubject(true));
    expect(await decisionMails()).toEqual([]);
    const [row] = await t.db.query<{ status: string; mail_attempts: number; mail_sent_at: Date | null }>(
      'SELECT status, mail_attempts, mail_sent_at FROM question_reports WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'accepted', mail_attempts: 1, mail_sent_at: null });
    // Not right away (the first retry waits 2^2 minutes after the decision); then the order worker sends it.
    expect(await resendFailedReportMails(t.server.ctx)).toBe(0);
    clock.advance(4 * 60_000);
    await t.server.orders.run();
    expect(await decisionMails()).toHaveLength(1);
  });

  it('keeps the report without its author when the learner deletes the account', async () => {
    const { user, id } = await reported('Bitte prüfen');
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: keyed(user),
      payload: { password: 'geheim123' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await t.db.query<{ user_id: number | null; text: string }>(
      'SELECT user_id, text FROM question_reports WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ user_id: null, text: 'Bitte prüfen' });
    const response = await decide(t, editor, id, 'reject', 'Passt.');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ report: { has_reporter: boolean } }>().report.has_reporter).toBe(false);
  });
});
