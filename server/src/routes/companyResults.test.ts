import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { io, type Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_COURSE_JOIN,
  companyCourseChannel,
  exportFileSchema,
  participantsSchema,
  type Participants,
} from '../../../src/shared/api/calls/companyResults';
import { certificateVerificationSchema } from '../../../src/shared/api/calls/company';
import { realtimeEventName } from '../../../src/shared/api/constants';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import { adminToken } from '../testing/admin';
import { bearer, keyed, paths, signUp, testClock, useTestServer, type TestUser } from '../testing/harness';

/**
 * A company course's participants and results in the company console (docs/product-rules.md#company-results):
 * the list and its realtime room, removing a participant, the CSV, XLSX and ZIP exports read back, revoking
 * a certificate as the public verification then shows it, and another company's admin refused everywhere.
 */
const clock = testClock(new Date('2026-11-30T09:00:00Z'));
const t = useTestServer({ clock, config: { port: 0, host: '127.0.0.1' } });
const sockets: Socket[] = [];
let origin: string;
let muster: number;
let beispiel: number;
let short: number;
let beispielCourse: number;
const MUSTER_ADMIN = 'firma-results@demo.test';
const BEISPIEL_ADMIN = 'beispiel-results@demo.test';

type Method = 'GET' | 'POST' | 'DELETE';
const send = (token: string, method: Method, url: string, payload?: Record<string, unknown>) =>
  t.request({
    method,
    url,
    headers: { ...bearer(token), [IDEMPOTENCY_HEADER]: randomUUID() },
    ...(payload ? { payload } : {}),
  });
const courseUrl = (course = short, company = muster) => `/api/admin/companies/${company}/courses/${course}`;

async function participants(token: string, course = short): Promise<Participants> {
  const response = await send(token, 'GET', `${courseUrl(course)}/participants`);
  expect(response.statusCode, response.body).toBe(200);
  return participantsSchema.parse(response.json());
}

async function learner(first: string, last: string): Promise<TestUser> {
  const user = await signUp(t);
  await t.db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [user.id, first, last]);
  const redeemed = await t.request({
    method: 'POST',
    url: '/api/users/me/company-codes',
    headers: keyed(user),
    payload: { code: 'DEMO-2026' },
  });
  expect(redeemed.statusCode).toBe(200);
  const invited = await t.request({
    method: 'POST',
    url: '/api/platform/invite',
    headers: keyed(user),
    payload: { course_id: short },
  });
  expect(invited.statusCode).toBe(200);
  return user;
}

async function answer(user: TestUser, right: boolean) {
  const base = paths.companyCourse(muster, short);
  const question = (await t.request({ method: 'GET', url: `${base}/question`, headers: user.headers })).json<{
    id: number;
    answers: { id: number }[];
  }>();
  const correct = (
    await t.db.query<{ id: number }>('SELECT id FROM answers WHERE question_id = $1 AND correct', [
      question.id,
    ])
  ).map((row) => row.id);
  const wrong = question.answers.map((a) => a.id).filter((id) => !correct.includes(id));
  const response = await t.request({
    method: 'POST',
    url: `${base}/question/guess`,
    headers: keyed(user),
    payload: { answers: right ? correct : [wrong[0]], question_id: question.id },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Passes the 5-question course (pass mark 4) and requests the certificate; gives its code. */
async function passAndCertify(user: TestUser): Promise<string> {
  for (let i = 0; i < 4; i++) await answer(user, true);
  const certified = await t.request({
    method: 'POST',
    url: '/api/platform/certify',
    headers: keyed(user),
    payload: { course_id: short },
  });
  expect(certified.statusCode, certified.body).toBe(200);
  const [row] = await t.db.query<{ code: string }>(
    'SELECT code FROM company_certificates WHERE user_id = $1 AND course_id = $2',
    [user.id, short],
  );
  return row!.code;
}

/** A minimal reader of the export's CSV: semicolons, quoted cells with doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

async function connect(auth: Record<string, string>): Promise<{ socket: Socket; received: string[] }> {
  const socket = io(origin, { auth, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const received: string[] = [];
  socket.onAny((event: string) => received.push(event));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return { socket, received };
}
const join = (socket: Socket, course: number) =>
  socket.timeout(3000).emitWithAck(COMPANY_COURSE_JOIN, { course }) as Promise<{ ok: boolean }>;

beforeAll(async () => {
  origin = await t.server.listen();
  const companies = await t.db.query<{ id: number; name: string }>(
    `SELECT id, name FROM companies WHERE name IN ('Muster Versicherung AG', 'Beispiel Makler GmbH')`,
  );
  muster = companies.find((c) => c.name === 'Muster Versicherung AG')!.id;
  beispiel = companies.find((c) => c.name === 'Beispiel Makler GmbH')!.id;
  short = (
    await t.db.query<{ id: number }>(
      'SELECT id FROM company_courses WHERE company_id = $1 AND pass_mark = 4 ORDER BY id LIMIT 1',
      [muster],
    )
  )[0]!.id;
  beispielCourse = (
    await t.db.query<{ id: number }>('SELECT id FROM company_courses WHERE company_id = $1 LIMIT 1', [
      beispiel,
    ])
  )[0]!.id;
  for (const [email, company] of [
    [MUSTER_ADMIN, muster],
    [BEISPIEL_ADMIN, beispiel],
  ] as const) {
    await t.db.query(
      `INSERT INTO admin_accounts (email, name, role, password_hash, company_id, created_at)
       VALUES ($1, 'Firmenadmin Test', 'company_admin', 'none', $2, now())`,
      [email, company],
    );
  }
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

describe('company course participants', () => {
  it(
    'lists enrolled participants with progress and result, live in the course room',
    { timeout: 90_000 },
    async () => {
      const token = await adminToken(t, MUSTER_ADMIN);
      const watcher = await connect({ admin: token });
      expect(await join(watcher.socket, short)).toEqual({ ok: true });
      const other = await connect({ admin: await adminToken(t, BEISPIEL_ADMIN) });
      expect(await join(other.socket, short)).toEqual({ ok: false });
      await expect(connect({ admin: 'not-a-session' })).rejects.toThrow(/unauthenticated/);

      const user = await learner('Lena', 'Live');
      const event = realtimeEventName(companyCourseChannel(short), 'updated');
      const heard = new Promise((resolve) => watcher.socket.once(event, resolve));
      await answer(user, false);
      expect(await heard).toEqual({ course: short });
      expect(other.received).not.toContain(event);

      const row = (await participants(token)).participants.find((p) => p.user_id === user.id)!;
      expect(row).toMatchObject({
        name: 'Lena Live',
        email: user.email,
        answered: 1,
        correct: 0,
        result: 'in-progress',
        finished_at: null,
        certificate: null,
      });
      expect(row.started_at).toBe(clock().toISOString());
      await answer(user, false);
      const failed = (await participants(token)).participants.find((p) => p.user_id === user.id)!;
      expect(failed).toMatchObject({ answered: 2, correct: 0, result: 'failed' });
      expect(failed.finished_at).not.toBeNull();
    },
  );

  it(
    'removes a participant: the enrolment ends, the answers go, one audit row',
    { timeout: 90_000 },
    async () => {
      const token = await adminToken(t, MUSTER_ADMIN);
      const user = await learner('Rita', 'Raus');
      await answer(user, true);
      const removed = await send(token, 'DELETE', `${courseUrl()}/participants/${user.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await participants(token)).participants.map((p) => p.user_id)).not.toContain(user.id);
      const answers = await t.db.query('SELECT 1 FROM company_answers WHERE user_id = $1', [user.id]);
      expect(answers).toHaveLength(0);
      const own = await t.request({
        method: 'GET',
        url: paths.companyCourse(muster, short),
        headers: user.headers,
      });
      expect(own.statusCode).toBe(404);
      const audit = await t.db.query<{ action: string; actor_email: string }>(
        `SELECT action, actor_email FROM audit_log WHERE entity_type = 'company_course' AND entity_id = $1
       AND action = 'company-course.participant.remove'`,
        [String(short)],
      );
      expect(audit).toEqual([{ action: 'company-course.participant.remove', actor_email: MUSTER_ADMIN }]);
      expect((await send(token, 'DELETE', `${courseUrl()}/participants/${user.id}`)).statusCode).toBe(404);
    },
  );
});

describe('exports', () => {
  it(
    'writes CSV and XLSX with every participant, formula cells escaped and names intact',
    { timeout: 90_000 },
    async () => {
      const token = await adminToken(t, MUSTER_ADMIN);
      const user = await learner('=HYPERLINK("http://x")', 'Zoë; 李 "Ørsted"');
      const code = await passAndCertify(user);
      const name = '=HYPERLINK("http://x") Zoë; 李 "Ørsted"';

      const csvReply = await send(token, 'GET', `${courseUrl()}/results?format=csv`);
      expect(csvReply.statusCode, csvReply.body).toBe(200);
      const csvFile = exportFileSchema.parse(csvReply.json());
      expect(csvFile.filename).toMatch(/\.csv$/);
      const bytes = Buffer.from(csvFile.content_base64, 'base64');
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(bytes.toString('utf8').slice(1));
      expect(rows[0]).toEqual([
        'Name',
        'E-Mail',
        'Kurs',
        'Begonnen',
        'Abgeschlossen',
        'Richtig',
        'Fragen',
        'Bestehensgrenze',
        'Ergebnis',
        'Zertifikatsnummer',
      ]);
      const row = rows.find((r) => r[1] === user.email)!;
      expect(row[0]).toBe(`'${name}`);
      expect(row.slice(2)).toEqual([
        'Grundlagen Versicherungsvertragsrecht',
        '30.11.2026, 10:00',
        '30.11.2026, 10:00',
        '4',
        '5',
        '4',
        'bestanden',
        code,
      ]);

      const xlsxReply = await send(token, 'GET', `${courseUrl()}/results?format=xlsx`);
      expect(xlsxReply.statusCode).toBe(200);
      const xlsxFile = exportFileSchema.parse(xlsxReply.json());
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(xlsxFile.content_base64, 'base64') as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).getCell(10).value).toBe('Zertifikatsnummer');
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((r) => {
        if (r.getCell(2).value === user.email) found = r;
      });
      // A value, never a formula: the name is the text it is.
      expect(found!.getCell(1).value).toBe(name);
      expect(found!.getCell(1).formula).toBeUndefined();
      expect(found!.getCell(6).value).toBe(4);
      expect(found!.getCell(9).value).toBe('bestanden');
      expect(found!.getCell(10).value).toBe(code);
    },
  );

  it('zips every valid certificate of the course as its PDF', { timeout: 90_000 }, async () => {
    const token = await adminToken(t, MUSTER_ADMIN);
    const user = await learner('Zara', 'Zip');
    const code = await passAndCertify(user);
    const reply = await send(token, 'GET', `${courseUrl()}/certificates`);
    expect(reply.statusCode, reply.body).toBe(200);
    const file = exportFileSchema.parse(reply.json());
    expect(file.content_type).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(Buffer.from(file.content_base64, 'base64')));
    const pdf = entries[`Zertifikat-${code}.pdf`];
    expect(pdf).toBeDefined();
    expect(Buffer.from(pdf!.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // The same bytes as the archived document the participant was mailed.
    const [archived] = await t.db.query<{ content: Buffer }>(
      `SELECT content FROM documents WHERE kind = 'company-certificate' AND number = $1`,
      [code],
    );
    expect(Buffer.from(pdf!).equals(Buffer.from(archived!.content))).toBe(true);
  });
});

describe('revoking a certificate', () => {
  it(
    'needs a reason, then the public verification says revoked and since when; audited once',
    { timeout: 90_000 },
    async () => {
      const token = await adminToken(t, MUSTER_ADMIN);
      const user = await learner('Vera', 'Widerruf');
      const code = await passAndCertify(user);
      const url = `/api/admin/companies/${muster}/certificates/${code}/revoke`;
      expect((await send(token, 'POST', url, { reason: '' })).statusCode).toBe(422);
      expect((await send(token, 'POST', url, { reason: 'x'.repeat(501) })).statusCode).toBe(422);
      const revoked = await send(token, 'POST', url, { reason: 'Prüfung unter fremdem Namen abgelegt' });
      expect(revoked.statusCode, revoked.body).toBe(200);
      const verified = certificateVerificationSchema.parse(
        (await t.request({ method: 'GET', url: `/api/certificates/${code}` })).json(),
      );
      expect(verified.status).toBe('revoked');
      expect(verified.revoked_at).toBe(clock().toISOString());
      const again = await send(token, 'POST', url, { reason: 'noch einmal' });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ code: string }>().code).toBe('company-certificate.revoked');
      const audit = await t.db.query<{ after: { reason: string } }>(
        `SELECT after FROM audit_log WHERE action = 'company-certificate.revoke' AND entity_id = $1`,
        [code],
      );
      expect(audit.map((row) => row.after.reason)).toEqual(['Prüfung unter fremdem Namen abgelegt']);
      const row = (await participants(token)).participants.find((p) => p.user_id === user.id)!;
      expect(row.certificate).toMatchObject({ code, revoked_reason: 'Prüfung unter fremdem Namen abgelegt' });
      // The ZIP holds valid certificates only.
      const zip = exportFileSchema.parse((await send(token, 'GET', `${courseUrl()}/certificates`)).json());
      const entries = unzipSync(new Uint8Array(Buffer.from(zip.content_base64, 'base64')));
      expect(Object.keys(entries)).not.toContain(`Zertifikat-${code}.pdf`);
    },
  );
});

describe('another company', () => {
  it(
    "answers 404 to another company's admin for every call, and for a course of another company",
    { timeout: 90_000 },
    async () => {
      const user = await learner('Otto', 'Anders');
      const code = await passAndCertify(user);
      const stranger = await adminToken(t, BEISPIEL_ADMIN);
      const own = await adminToken(t, MUSTER_ADMIN);
      const before = await t.db.query('SELECT count(*)::int AS n FROM audit_log');
      for (const [method, url, payload] of [
        ['GET', `${courseUrl()}/participants`],
        ['GET', `${courseUrl()}/results?format=csv`],
        ['GET', `${courseUrl()}/results?format=xlsx`],
        ['GET', `${courseUrl()}/certificates`],
        ['DELETE', `${courseUrl()}/participants/${user.id}`],
        ['POST', `/api/admin/companies/${muster}/certificates/${code}/revoke`, { reason: 'fremd' }],
      ] as [Method, string, Record<string, unknown>?][]) {
        const response = await send(stranger, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body).not.toContain(user.email);
      }
      // Muster's admin naming Beispiel's course under Muster, or Beispiel's company: unknown.
      expect((await send(own, 'GET', `${courseUrl(beispielCourse)}/participants`)).statusCode).toBe(404);
      expect((await send(own, 'GET', `${courseUrl(beispielCourse, beispiel)}/participants`)).statusCode).toBe(
        404,
      );
      expect(
        (
          await send(own, 'POST', `/api/admin/companies/${beispiel}/certificates/${code}/revoke`, {
            reason: 'fremd',
          })
        ).statusCode,
      ).toBe(404);
      // A learner's token opens nothing here.
      expect(
        (await t.request({ method: 'GET', url: `${courseUrl()}/participants`, headers: user.headers }))
          .statusCode,
      ).toBe(401);
      // An operator sees any company's course.
      const operator = await adminToken(t, 'admin@demo.test');
      expect((await participants(operator)).participants.map((p) => p.user_id)).toContain(user.id);
      expect(await t.db.query('SELECT count(*)::int AS n FROM audit_log')).toEqual(before);
      const verified = (await t.request({ method: 'GET', url: `/api/certificates/${code}` })).json<{
        status: string;
      }>();
      expect(verified.status).toBe('valid');
    },
  );
});
