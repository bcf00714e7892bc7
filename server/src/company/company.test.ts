import { sha256Of } from '../documents/archive';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { attachmentText } from '../testing/orders';
import { pdfQrShows } from '../testing/pdfQr';
import {
  useTestServer,
  keyed,
  mailsTo,
  siblingServer,
  signUp,
  testClock,
  type TestUser,
  paths,
} from '../testing/harness';
import { courseResult } from './company';

/** Access codes, company courses, the company quiz, certificates and their public check. */
const clock = testClock();
const t = useTestServer({ clock });
let muster: number;
let short: number;
let long: number;
let beispielCourse: number;

const redeem = (user: TestUser, code: string) =>
  t.request({ method: 'POST', url: '/api/users/me/company-codes', headers: keyed(user), payload: { code } });
const invite = (user: TestUser, course: number) =>
  t.request({
    method: 'POST',
    url: '/api/platform/invite',
    headers: keyed(user),
    payload: { course_id: course },
  });
const certify = (user: TestUser, course: number) =>
  t.request({
    method: 'POST',
    url: '/api/platform/certify',
    headers: keyed(user),
    payload: { course_id: course },
  });
const coursePath = (course: number, company = muster) => paths.companyCourse(company, course);

async function answer(user: TestUser, course: number, right: boolean) {
  const question = await t.request({
    method: 'GET',
    url: `${coursePath(course)}/question`,
    headers: user.headers,
  });
  expect(question.statusCode).toBe(200);
  const q = question.json<{ id: number; answers: { id: number }[] }>();
  const correct = (
    await t.db.query<{ id: number }>('SELECT id FROM answers WHERE question_id = $1 AND correct', [q.id])
  ).map((row) => row.id);
  const wrong = q.answers.map((a) => a.id).filter((id) => !correct.includes(id));
  const response = await t.request({
    method: 'POST',
    url: `${coursePath(course)}/question/guess`,
    headers: keyed(user),
    payload: { answers: right ? correct : [wrong[0]], question_id: q.id },
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    ...response.json<{ correct_answers: number[]; course: { result: string; correct_count: number } }>(),
    questionId: q.id,
  };
}

async function joined(): Promise<TestUser> {
  const user = await signUp(t);
  expect((await redeem(user, 'DEMO-2026')).statusCode).toBe(200);
  return user;
}

beforeAll(async () => {
  const [row] = await t.db.query<{ id: number }>(
    `SELECT id FROM companies WHERE name = 'Muster Versicherung AG'`,
  );
  muster = row!.id;
  const courses = await t.db.query<{ id: number; pass_mark: number }>(
    'SELECT id, pass_mark FROM company_courses WHERE company_id = $1 ORDER BY id',
    [muster],
  );
  [short, long] = courses.map((c) => c.id) as [number, number];
  const [other] = await t.db.query<{ id: number }>(
    `SELECT cc.id FROM company_courses cc JOIN companies c ON c.id = cc.company_id WHERE c.name_short = 'BEISPIEL'`,
  );
  beispielCourse = other!.id;
});

describe('the result rule', () => {
  it('passes at the pass mark and fails once it is out of reach', () => {
    const course = { pass_mark: 4, question_count: 5 };
    expect(courseResult({ ...course, answered_count: 0, correct_count: 0 })).toBe('in-progress');
    expect(courseResult({ ...course, answered_count: 4, correct_count: 4 })).toBe('passed');
    expect(courseResult({ ...course, answered_count: 2, correct_count: 1 })).toBe('in-progress');
    expect(courseResult({ ...course, answered_count: 2, correct_count: 0 })).toBe('failed');
  });
});

describe('access codes', () => {
  it('seeds DEMO-2026 with a 5-question course (pass mark 4) and a second course', async () => {
    const user = await joined();
    const companies = await t.request({
      method: 'GET',
      url: '/api/users/me/companies',
      headers: user.headers,
    });
    const [company] =
      companies.json<{ name: string; courses: { id: number; question_count: number; status: string }[] }[]>();
    expect(company!.name).toBe('Muster Versicherung AG');
    expect(company!.courses.map((c) => [c.id, c.question_count, c.status])).toEqual([
      [short, 5, 'new'],
      [long, 10, 'new'],
    ]);
    const [pass] = await t.db.query<{ pass_mark: number }>(
      'SELECT pass_mark FROM company_courses WHERE id = $1',
      [short],
    );
    expect(pass!.pass_mark).toBe(4);
  });

  it('answers the company id, also for a lower-case code and a second redemption', async () => {
    const user = await signUp(t);
    for (const code of ['demo-2026', 'DEMO-2026']) {
      const response = await redeem(user, code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ company_id: muster });
    }
  });

  it('refuses unknown, expired and used-up codes with a message on the field', async () => {
    const user = await signUp(t);
    for (const [code, status, error] of [
      ['FALSCH-1', 404, 'company-code.invalid'],
      ['ALT-2024', 410, 'company-code.expired'],
      ['VOLL-2026', 409, 'company-code.used-up'],
    ] as const) {
      const response = await redeem(user, code);
      expect(response.statusCode, code).toBe(status);
      const body = response.json<{ code: string; errors: { code: string[] } }>();
      expect(body.code).toBe(error);
      expect(body.errors.code[0]).toMatch(/Zugangscode/);
    }
    const companies = await t.request({
      method: 'GET',
      url: '/api/users/me/companies',
      headers: user.headers,
    });
    expect(companies.json()).toEqual([]);
  });

  it('refuses a code once its expiry has passed', async () => {
    await t.db.query(
      `INSERT INTO company_codes (code, company_id, expires_at, max_uses) VALUES ('BALD-WEG', $1, $2, 10)`,
      [muster, new Date(clock().getTime() + 60_000)],
    );
    const early = await signUp(t);
    expect((await redeem(early, 'BALD-WEG')).statusCode).toBe(200);
    clock.advance(61_000);
    const late = await signUp(t);
    expect((await redeem(late, 'BALD-WEG')).statusCode).toBe(410);
  });

  it('lets exactly one of concurrent redemptions of the last use through', async () => {
    await t.db.query(
      `INSERT INTO company_codes (code, company_id, expires_at, max_uses, uses) VALUES ('LETZTER-1', $1, $2, 5, 4)`,
      [muster, new Date(clock().getTime() + 86_400_000)],
    );
    const users = await Promise.all(Array.from({ length: 6 }, () => signUp(t)));
    const responses = await Promise.all(users.map((user) => redeem(user, 'LETZTER-1')));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const [code] = await t.db.query<{ uses: number }>(
      `SELECT uses FROM company_codes WHERE code = 'LETZTER-1'`,
    );
    expect(code!.uses).toBe(5);
    const members = await t.db.query('SELECT 1 FROM company_members WHERE user_id = ANY($1::int[])', [
      users.map((u) => u.id),
    ]);
    expect(members).toHaveLength(1);
  });
});

describe("another user's companies and courses", () => {
  it('answers 404 for a company or course the user did not join, and for a course under another company', async () => {
    const user = await joined();
    const beispiel = (
      await t.db.query<{ company_id: number }>('SELECT company_id FROM company_courses WHERE id = $1', [
        beispielCourse,
      ])
    )[0]!.company_id;
    for (const [method, url] of [
      ['GET', `/api/users/me/companies/${beispiel}/courses`],
      ['GET', coursePath(beispielCourse, beispiel)],
      ['GET', `${coursePath(beispielCourse, beispiel)}/question`],
      ['DELETE', coursePath(beispielCourse, beispiel)],
      ['GET', coursePath(beispielCourse, muster)],
      ['GET', coursePath(short, beispiel)],
    ] as const) {
      const response = await t.request({ method, url, headers: keyed(user) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await invite(user, beispielCourse)).statusCode).toBe(404);
    expect((await certify(user, beispielCourse)).statusCode).toBe(404);
  });

  it("refuses another user's id with 403 and keeps each user's progress to themselves", async () => {
    const a = await joined();
    const b = await joined();
    expect((await invite(b, short)).statusCode).toBe(200);
    await answer(b, short, true);
    const other = await t.request({ method: 'GET', url: `/api/users/${b.id}/companies`, headers: a.headers });
    expect(other.statusCode).toBe(403);
    const mine = await t.request({ method: 'GET', url: coursePath(short), headers: a.headers });
    expect(mine.json()).toMatchObject({ status: 'new', answered_count: 0 });
  });
});

describe('the company quiz and the certificate', () => {
  it('is played only after the invitation, passes at 4 of 5, certifies once and mails a verifiable PDF', async () => {
    const user = await joined();
    const early = await t.request({
      method: 'GET',
      url: `${coursePath(short)}/question`,
      headers: user.headers,
    });
    expect(early.statusCode).toBe(409);
    const started = await invite(user, short);
    expect(started.json()).toMatchObject({ status: 'started', result: 'in-progress' });

    await answer(user, short, false);
    for (let i = 0; i < 3; i += 1)
      expect((await answer(user, short, true)).course.result).toBe('in-progress');
    const before = await certify(user, short);
    expect(before.statusCode).toBe(409);
    expect(before.json()).toMatchObject({ code: 'company-course.not-passed' });

    const last = await answer(user, short, true);
    expect(last.course).toMatchObject({ result: 'passed', correct_count: 4 });
    const none = await t.request({
      method: 'GET',
      url: `${coursePath(short)}/question`,
      headers: user.headers,
    });
    expect(none.json()).toBeNull();

    const certified = await certify(user, short);
    expect(certified.statusCode, certified.body).toBe(200);
    expect(certified.json()).toMatchObject({ status: 'certificate_requested', result: 'passed' });
    const twice = await certify(user, short);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'company-course.certificate-requested' });

    const [mail] = await mailsTo(t, user.email);
    expect(mail!.subject).toBe('Dein Zertifikat: Grundlagen Versicherungsvertragsrecht');
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
    const text = await attachmentText(t, mail!.attachments[0]!.url);
    expect(text).toContain('Tessa Test');
    expect(text).toContain('Muster Versicherung AG');
    expect(text).toContain('4 von 5 Fragen richtig (Bestehensgrenze: 4)');
    const url = /Echtheit prüfen: (\S+\/verify\/([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}))/.exec(text);
    expect(url, text).not.toBeNull();
    expect(mail!.text).toContain(url![1]!);
    // The QR code encodes the same URL, and a different one would not match.
    const pdf = (await t.request({ method: 'GET', url: mail!.attachments[0]!.url })).rawPayload;
    expect(await pdfQrShows(pdf, url![1]!)).toBe(true);
    expect(
      await pdfQrShows(
        pdf,
        url![1]!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      ),
    ).toBe(false);
    // Archived as mailed: the learner's documents hold the same bytes under the certificate's code.
    const archived = await t.request({
      method: 'GET',
      url: '/api/users/me/documents',
      headers: user.headers,
    });
    const [document] = archived.json<{ data: { kind: string; number: string; sha256: string }[] }>().data;
    expect(document).toMatchObject({ kind: 'company-certificate', number: url![2], sha256: sha256Of(pdf) });

    const verified = await t.request({ method: 'GET', url: `/api/certificates/${url![2]}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      participant: 'Tessa Test',
      course: 'Grundlagen Versicherungsvertragsrecht',
      company: 'Muster Versicherung AG',
      issued_at: clock().toISOString(),
      status: 'valid',
    });
    await t.db.query('UPDATE company_certificates SET revoked_at = $2 WHERE code = $1', [url![2], clock()]);
    const revoked = await t.request({ method: 'GET', url: `/api/certificates/${url![2]}` });
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    expect((await t.request({ method: 'GET', url: '/api/certificates/AAAA-BBBB-CCCC' })).statusCode).toBe(
      404,
    );
  });

  it('certifies once when two requests arrive at the same time', async () => {
    const user = await joined();
    await invite(user, short);
    for (let i = 0; i < 4; i += 1) await answer(user, short, true);
    const replies = await Promise.all([certify(user, short), certify(user, short), certify(user, short)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.query('SELECT code FROM company_certificates WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    const mails = await mailsTo(t, user.email);
    expect(mails.filter((mail) => mail.subject.startsWith('Dein Zertifikat'))).toHaveLength(1);
  });

  it('fails once the pass mark is out of reach and refuses more answers and the certificate', async () => {
    const user = await joined();
    await invite(user, short);
    await answer(user, short, false);
    expect((await answer(user, short, false)).course.result).toBe('failed');
    const more = await t.request({
      method: 'POST',
      url: `${coursePath(short)}/question/guess`,
      headers: keyed(user),
      payload: { answers: [1] },
    });
    expect(more.statusCode).toBe(409);
    expect((await certify(user, short)).statusCode).toBe(409);
  });

  it('answers a question once and only a question of the set', async () => {
    const user = await joined();
    await invite(user, long);
    const q = (
      await t.request({ method: 'GET', url: `${coursePath(long)}/question`, headers: user.headers })
    ).json<{ id: number; answers: { id: number }[] }>();
    const guess = (key?: string) =>
      t.request({
        method: 'POST',
        url: `${coursePath(long)}/question/guess`,
        headers: keyed(user, key),
        payload: { answers: [q.answers[0]!.id], question_id: q.id },
      });
    expect((await guess('same-key')).statusCode).toBe(200);
    const replay = await guess('same-key');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await guess()).statusCode).toBe(409);
    const course = await t.request({ method: 'GET', url: coursePath(long), headers: user.headers });
    expect(course.json()).toMatchObject({ answered_count: 1 });
  });

  it("makes a wrong answer a review card due in 'Wiederholen', a right one none, and the review pays nothing", async () => {
    const user = await joined();
    await invite(user, long);
    const wrong = await answer(user, long, false);
    const right = await answer(user, long, true);
    expect(right.questionId).not.toBe(wrong.questionId);
    const cards = await t.db.query<{ question_id: number }>(
      'SELECT question_id FROM review_cards WHERE user_id = $1',
      [user.id],
    );
    expect(cards.map((c) => c.question_id)).toEqual([wrong.questionId]);
    const review = '/api/users/me/practice/review';
    const due = async () =>
      (await t.request({ method: 'GET', url: `${review}/due`, headers: user.headers })).json<{
        due: number;
      }>().due;
    // Again on a new card, as after a wrong quiz answer: due after the first learning step, a minute.
    expect(await due()).toBe(0);
    clock.advance(2 * 60_000);
    expect(await due()).toBe(1);
    const asked = await t.request({ method: 'GET', url: `${review}/question`, headers: user.headers });
    expect(asked.json<{ id: number }>().id).toBe(wrong.questionId);
    const coins = 'SELECT count(*)::int AS n FROM coin_ledger WHERE user_id = $1';
    const [before] = await t.db.query<{ n: number }>(coins, [user.id]);
    const correct = await t.db.query<{ id: number }>(
      'SELECT id FROM answers WHERE question_id = $1 AND correct',
      [wrong.questionId],
    );
    const reviewed = await t.request({
      method: 'POST',
      url: `${review}/guess`,
      headers: keyed(user),
      payload: { question_id: wrong.questionId, answers: correct.map((a) => a.id) },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(await due()).toBe(0);
    expect((await t.db.query<{ n: number }>(coins, [user.id]))[0]!.n).toBe(before!.n);
  });

  it('removes a course from the list with its answers', async () => {
    const user = await joined();
    await invite(user, long);
    await answer(user, long, true);
    const removed = await t.request({ method: 'DELETE', url: coursePath(long), headers: keyed(user) });
    expect(removed.statusCode).toBe(200);
    const list = await t.request({
      method: 'GET',
      url: `/api/users/me/companies/${muster}/courses`,
      headers: user.headers,
    });
    expect(list.json<{ id: number }[]>().map((c) => c.id)).toEqual([short]);
    expect(
      (await t.request({ method: 'GET', url: coursePath(long), headers: user.headers })).statusCode,
    ).toBe(404);
  });
});

describe('guessing access codes', () => {
  it('refuses an account its 11th code within 10 minutes, with the message on the field', async () => {
    // A second server with the limits on, on the same database (a fresh one would seed the bank again).
    const server = await siblingServer(t, { rateLimits: true });
    const limited = { ...t, request: (options: InjectOptions) => server.app.inject(options) };
    try {
      const user = await signUp(limited);
      const attempt = (code: string) =>
        limited.request({
          method: 'POST',
          url: '/api/users/me/company-codes',
          headers: keyed(user),
          payload: { code },
        });
      for (let i = 0; i < 10; i += 1) expect((await attempt(`RATE-${i}`)).statusCode).toBe(404);
      const refused = await attempt('DEMO-2026');
      expect(refused.statusCode).toBe(429);
      expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual(['code']);
      // Another account is not held back.
      const other = await signUp(limited);
      const ok = await limited.request({
        method: 'POST',
        url: '/api/users/me/company-codes',
        headers: keyed(other),
        payload: { code: 'DEMO-2026' },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
