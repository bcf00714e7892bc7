import { describe, expect, it } from 'vitest';
import { initCall } from '../../../src/shared/api/calls/session';
import { DEMO_SELLER } from '../documents/demoSeller';
import { useTestServer } from '../testing/harness';

const t = useTestServer({
  config: {
    seller: {
      ...DEMO_SELLER,
      name: 'Prüfbetrieb Weiterbildung GmbH',
      address: { street: 'Domplatz 3', postalCode: '48143', city: 'Münster', country: 'DE' },
      managingDirector: 'Max Beispiel',
    },
  },
});

describe('GET /api/app/init: the operator for the legal pages', () => {
  it('sends the configured seller as the operator, without bank account or tax number', async () => {
    const response = await t.request({ method: 'GET', url: '/api/app/init' });
    expect(response.statusCode).toBe(200);
    const { operator } = initCall.response.parse(response.json());
    expect(operator).toEqual({
      name: 'Prüfbetrieb Weiterbildung GmbH',
      street: 'Domplatz 3',
      postal_code: '48143',
      city: 'Münster',
      country: 'DE',
      email: DEMO_SELLER.email,
      phone: DEMO_SELLER.phone,
      web: DEMO_SELLER.web,
      register_court: DEMO_SELLER.registerCourt,
      register_number: DEMO_SELLER.registerNumber,
      managing_director: 'Max Beispiel',
      vat_id: DEMO_SELLER.vatId,
    });
    expect(response.body).not.toContain(DEMO_SELLER.iban);
    expect(response.body).not.toContain(DEMO_SELLER.taxNumber);
  });
});
