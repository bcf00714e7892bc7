import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { impersonateMessages } from '../../../../shared/messages/impersonate';
import { countryAtom } from '../../../state';
import { ImpersonatePage } from './ImpersonatePage';
import { fakeServices, httpError, renderAt } from './testing';

afterEach(cleanup);

describe('ImpersonatePage', () => {
  it('says that no token was given', () => {
    const { services, call } = fakeServices();
    renderAt(<ImpersonatePage />, '/impersonate?country=de', services, '/impersonate');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(impersonateMessages.noToken);
    expect(call).not.toHaveBeenCalled();
  });

  it('rejects an unknown country like a missing one', () => {
    renderAt(<ImpersonatePage />, '/impersonate?token=x&country=fr', fakeServices().services, '/impersonate');
    expect(screen.getByText(impersonateMessages.noToken)).toBeVisible();
  });

  it('sets the country and shows the failure with an invalid token', async () => {
    const { services, call } = fakeServices();
    call.mockRejectedValue(httpError(401, { message: 'Unauthenticated.' }));
    renderAt(<ImpersonatePage />, '/impersonate?token=x&country=at', services, '/impersonate');
    expect(await screen.findByText(impersonateMessages.tokenInvalid)).toBeVisible();
    expect(screen.getByText(impersonateMessages.failed)).toBeVisible();
    expect(services.store.get(countryAtom)).toBe('at');
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      body: { country: 'at' },
      headers: { Authorization: 'Bearer x' },
    });
  });
});
