import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  companiesCall,
  companyAdminSchema,
  companySchema,
  INVITATION_VALIDITY_MS,
  type Company,
  type CompanyAdmin,
} from '../../../src/shared/api/calls/adminCompanies';
import sharp from 'sharp';
import { adminMeCall, adminSignInCall, adminVerifyCall } from '../../../src/shared/api/calls/admin';
import { imageUrlPattern } from '../../../src/shared/domain/images';
import { IDEMPOTENCY_HEADER } from '../../../src/shared/api/errors';
import { companyDeskMessages as m } from '../../../src/shared/messages/companyDesk';
import { totpCode } from '../admin/totp';
import { adminToken } from '../testing/admin';
import { bearer, expectError, mailsTo, testClock, uniqueEmail, useTestServer } from '../testing/harness';

/**
 * Companies in the back office (docs/product-rules.md#companies): the operator's writes with their audit
 * rows, the invitation of a company admin (its mail, its link spent once, an expired one refused) and the
 * company admin's sign-in, who then sees only their own company. On PGlite, and with DATABASE_URL on
 * PostgreSQL.
 */
const clock = testClock(new Date('2026-11-24T09:00:00Z'));
const t = useTestServer({ clock });
const OPERATOR = 'admin@demo.test';
const PASSWORD = 'firmen-passwort-2026';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const send = (token: string | null, method: Method, url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), [IDEMPOTENCY_HEADER]: randomUUID() },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

async function operator() {
  const token = await adminToken(t, OPERATOR);
  const ok = async (method: Method, url: string, payload?: unknown) => {
    const response = await send(token, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json<unknown>();
  };
  return {
    token,
    send: (method: Method, url: string, payload?: unknown) => send(token, method, url, payload),
    create: async (body: Record<string, unknown>): Promise<Company> =>
      companySchema.parse(await ok('POST', '/api/admin/companies', body)),
    update: async (id: number, body: Record<string, unknown>): Promise<Company> =>
      companySchema.parse(await ok('PUT', `/api/admin/companies/${id}`, body)),
    show: async (id: number): Promise<Company> =>
      companySchema.parse(await ok('GET', `/api/admin/companies/${id}`)),
    invite: async (id: number, body: Record<string, unknown>): Promise<CompanyAdmin> =>
      companyAdminSchema.parse(await ok('POST', `/api/admin/companies/${id}/admins`, body)),
    list: async (query: string) =>
      companiesCall.response.parse(await ok('GET', `/api/admin/companies?${query}`)),
  };
}

const shortName = () => `F${randomUUID().slice(0, 8).toUpperCase()}`;

const auditOf = (entity: string, id: number) =>
  t.db.query<{ action: string; actor_email: string; before: unknown; after: unknown }>(
    `SELECT action, actor_email, before, after FROM audit_log WHERE entity_type = $1 AND entity_id = $2 ORDER BY id`,
    [entity, String(id)],
  );

/** The token of the invitation mailed to `email` (the newest mail's link). */
async function invitationToken(email: string): Promise<string> {
  await t.server.ctx.afterReply.settled();
  const [mail] = await mailsTo(t, email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const link = mail!.links.find((url) => url.includes('/admin/einladung/'));
  expect(link).toBeDefined();
  return link!.split('/admin/einladung/')[1]!;
}

const accept = (token: string, password = PASSWORD) =>
  send(null, 'POST', '/api/admin/invitations/accept', { token, password });

/** Password, then the enrollment with a code of the new secret: the company admin's session token. */
async function signInEnrolling(email: string, password = PASSWORD): Promise<string> {
  clock.advance(30_000);
  const started = await t.request({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email, password },
  });
  expect(started.statusCode, started.body).toBe(200);
  const step = adminSignInCall.response.parse(started.json());
  if (step.step !== 'enroll') throw new Error(`expected the enrollment, got ${step.step}`);
  const verified = await t.request({
    method: 'POST',
    url: '/api/admin/session/verify',
    payload: { challenge: step.challenge, code: totpCode(step.secret, clock()) },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return adminVerifyCall.response.parse(verified.json()).token;
}

describe(`companies in the back office on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('creates and updates a company, each write one audit row, and lists it with its counts', async () => {
    const op = await operator();
    const short = shortName();
    const created = await op.create({ name: '  Nordlicht Versicherung AG ', short_name: short });
    expect(created).toMatchObject({
      name: 'Nordlicht Versicherung AG',
      short_name: short,
      logo: null,
      members: 0,
      courses: 0,
      course_list: [],
      admins: [],
      created_at: clock().toISOString(),
    });
    const renamed = await op.update(created.id, { name: 'Nordlicht Versicherung SE', short_name: short });
    expect(renamed.name).toBe('Nordlicht Versicherung SE');

    const audit = await auditOf('company', created.id);
    expect(audit.map((row) => row.action)).toEqual(['company.create', 'company.update']);
    expect(audit[0]).toMatchObject({ actor_email: OPERATOR, before: null, after: { short_name: short } });
    expect(audit[1]).toMatchObject({
      before: { name: 'Nordlicht Versicherung AG' },
      after: { name: 'Nordlicht Versicherung SE' },
    });

    const found = await op.list(`search=${encodeURIComponent('nordlicht')}`);
    expect(found.data.map((row) => row.id)).toContain(created.id);
    // The seeded company with its course and its members' count.
    const muster = (await op.list('search=MUSTER')).data.find((row) => row.short_name === 'MUSTER');
    expect(muster).toMatchObject({ name: 'Muster Versicherung AG', courses: 2 });
    const page = await op.show(muster!.id);
    expect(page.course_list.map((course) => course.name)).toContain('Grundlagen Versicherungsvertragsrecht');
  });

  it('refuses a short name another company has, in any case, and names and short names out of bounds', async () => {
    const op = await operator();
    const short = shortName();
    const first = await op.create({ name: 'Erste Firma', short_name: short });
    const taken = await op.send('POST', '/api/admin/companies', {
      name: 'Zweite Firma',
      short_name: short.toLowerCase(),
    });
    expect(expectError(taken, 409, 'company.short-name-taken')).toMatchObject({
      message: m.shortNameTaken,
      errors: { short_name: [m.shortNameTaken] },
    });
    const other = await op.create({ name: 'Zweite Firma', short_name: shortName() });
    expectError(
      await op.send('PUT', `/api/admin/companies/${other.id}`, {
        name: 'Zweite Firma',
        short_name: ` ${short} `,
      }),
      409,
      'company.short-name-taken',
    );
    // Its own short name in another case is no conflict.
    expect(
      (await op.update(first.id, { name: 'Erste Firma', short_name: short.toLowerCase() })).short_name,
    ).toBe(short.toLowerCase());
    const tooShort = await op.send('POST', '/api/admin/companies', { name: 'X', short_name: 'A' });
    // The server names the fields (the form words them from the same schema).
    expect(Object.keys(expectError(tooShort, 422).errors ?? {}).sort()).toEqual(['name', 'short_name']);
    expectError(
      await op.send('POST', '/api/admin/companies', { name: 'N'.repeat(121), short_name: shortName() }),
      422,
    );
    expect(await auditOf('company', other.id)).toHaveLength(1);
  });

  it('gives one short name to one of two companies created at once, and the other its sentence', async () => {
    const op = await operator();
    const short = shortName();
    const replies = await Promise.all(
      ['Gleichzeitig Eins', 'Gleichzeitig Zwei'].map((name) =>
        op.send('POST', '/api/admin/companies', { name, short_name: short }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)!.json()).toMatchObject({
      code: 'company.short-name-taken',
    });
  });

  it('stores an uploaded logo as WebP, keeps it when an edit sends none, and refuses a file that is no image', async () => {
    const op = await operator();
    const png = await sharp({
      create: { width: 600, height: 300, channels: 3, background: { r: 29, g: 78, b: 216 } },
    })
      .png()
      .toBuffer();
    const short = shortName();
    const created = await op.create({
      name: 'Logo AG',
      short_name: short,
      logo: { data: png.toString('base64') },
    });
    expect(created.logo).toMatch(imageUrlPattern);
    const image = await t.request({ method: 'GET', url: created.logo! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    // Fitted into the logo's box.
    const { width, height } = await sharp(image.rawPayload).metadata();
    expect([width, height]).toEqual([256, 128]);
    expect((await op.update(created.id, { name: 'Logo AG', short_name: short })).logo).toBe(created.logo);
    expect((await auditOf('company', created.id))[0]).toMatchObject({ after: { logo: created.logo } });

    const text = Buffer.from('Kein Bild, nur Text.').toString('base64');
    const refused = await op.send('PUT', `/api/admin/companies/${created.id}`, {
      name: 'Logo AG',
      short_name: short,
      logo: { data: text },
    });
    expect(Object.keys(expectError(refused, 422, 'image.unsupported').errors ?? {})).toEqual(['logo']);
    expect((await op.show(created.id)).logo).toBe(created.logo);
    expect(await auditOf('company', created.id)).toHaveLength(2);
  });

  it('invites a company admin: the mail carries a link that sets the password once, then TOTP enrollment', async () => {
    const op = await operator();
    const company = await op.create({ name: 'Einladung GmbH', short_name: shortName() });
    const email = uniqueEmail('firma');
    const invited = await op.invite(company.id, { name: 'Fritz Firma', email: ` ${email.toUpperCase()} ` });
    expect(invited).toMatchObject({
      email,
      name: 'Fritz Firma',
      state: 'invited',
      invitation_expires_at: new Date(clock().getTime() + INVITATION_VALIDITY_MS).toISOString(),
    });
    const token = await invitationToken(email);
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe(m.mailSubject('Einladung GmbH'));
    expect(mail!.text).toContain(m.mailValidity);
    // Only the token's hash is stored.
    const stored = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM admin_invitations WHERE account_id = $1',
      [invited.id],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    // Before the link is used, no password signs in.
    const early = await t.request({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email, password: PASSWORD },
    });
    expectError(early, 401);

    expectError(await accept(token, 'zu-kurz'), 422);
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ email });
    // Once only.
    expect(expectError(await accept(token, 'ein-anderes-passwort'), 404, 'invitation.invalid').message).toBe(
      m.invitationInvalid,
    );

    const session = await signInEnrolling(email);
    const me = adminMeCall.response.parse((await send(session, 'GET', '/api/admin/me')).json());
    expect(me.account).toMatchObject({ email, role: 'company_admin', company_id: company.id });
    expect((await op.show(company.id)).admins).toEqual([
      expect.objectContaining({ id: invited.id, state: 'active' }),
    ]);

    const audit = await auditOf('admin_account', invited.id);
    expect(audit.map((row) => row.action)).toEqual([
      'company-admin.invite',
      'company-admin.accept',
      'admin.totp.enrolled',
    ]);
    expect(audit[0]).toMatchObject({ actor_email: OPERATOR, after: { company_id: company.id, email } });
    expect(audit[1]).toMatchObject({ actor_email: email });
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('refuses an expired invitation, and inviting an address that has a back-office account', async () => {
    const op = await operator();
    const company = await op.create({ name: 'Ablauf AG', short_name: shortName() });
    const email = uniqueEmail('spaet');
    await op.invite(company.id, { name: 'Sina Spät', email });
    const token = await invitationToken(email);
    clock.advance(INVITATION_VALIDITY_MS + 1_000);
    // A week later: a new session of the operator's.
    Object.assign(op, await operator());
    expect((await op.show(company.id)).admins).toEqual([
      expect.objectContaining({ email, state: 'expired' }),
    ]);
    expectError(await accept(token), 404, 'invitation.invalid');
    expectError(await accept('unbekannt'), 404, 'invitation.invalid');

    for (const taken of [OPERATOR, email, email.toUpperCase()]) {
      const response = await op.send('POST', `/api/admin/companies/${company.id}/admins`, {
        name: 'Noch Einmal',
        email: taken,
      });
      expect(expectError(response, 409, 'company-admin.email-taken').errors).toEqual({
        email: [m.emailTaken],
      });
    }
    expectError(
      await op.send('POST', `/api/admin/companies/${company.id}/admins`, {
        name: 'Ohne Adresse',
        email: 'kaputt',
      }),
      422,
    );
    expectError(
      await op.send('POST', '/api/admin/companies/999999/admins', {
        name: 'Niemand',
        email: uniqueEmail('x'),
      }),
      404,
    );
  });

  it('withdraws an invitation and removes an admin: the link and the sessions stop working', async () => {
    const op = await operator();
    const company = await op.create({ name: 'Rückzug KG', short_name: shortName() });
    const pending = uniqueEmail('offen');
    const invited = await op.invite(company.id, { name: 'Olga Offen', email: pending });
    const token = await invitationToken(pending);
    const withdrawn = await op.send('DELETE', `/api/admin/companies/${company.id}/admins/${invited.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expectError(await accept(token), 404, 'invitation.invalid');
    expect((await op.show(company.id)).admins).toEqual([]);
    // A withdrawn address may be invited again, with a new link.
    await op.invite(company.id, { name: 'Olga Offen', email: pending });
    expect((await accept(await invitationToken(pending))).statusCode).toBe(200);

    const active = uniqueEmail('aktiv');
    const admin = await op.invite(company.id, { name: 'Anton Aktiv', email: active });
    expect((await accept(await invitationToken(active))).statusCode).toBe(200);
    const session = await signInEnrolling(active);
    expect((await send(session, 'GET', `/api/admin/companies/${company.id}`)).statusCode).toBe(200);
    // Another company's admin is not this company's to remove.
    const elsewhere = await op.create({ name: 'Woanders AG', short_name: shortName() });
    expectError(await op.send('DELETE', `/api/admin/companies/${elsewhere.id}/admins/${admin.id}`), 404);
    expect(
      (await op.send('DELETE', `/api/admin/companies/${company.id}/admins/${admin.id}`)).statusCode,
    ).toBe(200);
    expectError(await send(session, 'GET', `/api/admin/companies/${company.id}`), 401);
    expect((await auditOf('admin_account', invited.id)).map((row) => row.action)).toEqual([
      'company-admin.invite',
      'company-admin.withdraw',
      'company-admin.invite',
      'company-admin.accept',
    ]);
    expect((await auditOf('admin_account', admin.id)).map((row) => row.action)).toContain(
      'company-admin.remove',
    );
  });

  it("shows a company admin only their own company: another company's id is unknown, staff calls refused", async () => {
    const op = await operator();
    const own = await op.create({ name: 'Eigene Firma AG', short_name: shortName() });
    const other = await op.create({ name: 'Fremde Firma AG', short_name: shortName() });
    const email = uniqueEmail('eigen');
    await op.invite(own.id, { name: 'Erika Eigen', email });
    expect((await accept(await invitationToken(email))).statusCode).toBe(200);
    const session = await signInEnrolling(email);

    const page = await send(session, 'GET', `/api/admin/companies/${own.id}`);
    expect(page.statusCode, page.body).toBe(200);
    const company = companySchema.parse(page.json());
    expect(company).toMatchObject({ id: own.id, name: 'Eigene Firma AG' });
    // Its admins are the desk's business.
    expect(company.admins).toBeUndefined();

    const foreign = await send(session, 'GET', `/api/admin/companies/${other.id}`);
    const missing = await send(session, 'GET', '/api/admin/companies/999999');
    expectError(foreign, 404);
    expect(foreign.body).toBe(missing.body);
    for (const [method, url] of [
      ['GET', '/api/admin/companies'],
      ['PUT', `/api/admin/companies/${own.id}`],
      ['POST', `/api/admin/companies/${own.id}/admins`],
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/orders'],
    ] as const) {
      expectError(await send(session, method, url, method === 'GET' ? undefined : {}), 403);
    }
    expect((await send(session, 'DELETE', '/api/admin/session')).statusCode).toBe(200);
  });
});
