import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, uniqueEmail, type TestServer } from '../testing/harness';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ config: { rateLimits: true } });
});
afterAll(() => t.close());

const login = (email: string) =>
  t.request({
    method: 'POST',
    url: '/api/users/token',
    payload: { email, password: 'falsches-passwort', country: 'de', device_name: 'vitest' },
  });

describe('rate limit on login (10 per minute per address and e-mail)', () => {
  it('refuses the 11th attempt for one e-mail, but not another e-mail from the same address', async () => {
    const guessed = uniqueEmail();
    for (let i = 0; i < 10; i++) expect((await login(guessed)).statusCode).toBe(401);
    const refused = await login(guessed);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
    // The key includes the e-mail from the parsed body, so other people behind the same address
    // (a company network) can still sign in.
    expect((await login(uniqueEmail())).statusCode).toBe(401);
  });
});
