import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countryAtom } from '../../../state/country';
import { store } from '../../../state/store';
import { ResetPasswordPage } from './ResetPasswordPage';
import { fakeServices, renderAt } from './testing';

beforeEach(() => store.set(countryAtom, 'ch'));
afterEach(cleanup);

describe('ResetPasswordPage', () => {
  it('redirects to forgot-password without token', () => {
    renderAt(
      <ResetPasswordPage />,
      '/reset-password?email=a%40b.ch',
      fakeServices().services,
      '/reset-password',
    );
    expect(screen.getByTestId('location').textContent).toBe('/login/forgot-password');
  });

  it('shows the form with both query parameters', () => {
    renderAt(
      <ResetPasswordPage />,
      '/reset-password?email=a%40b.ch&token=abc',
      fakeServices().services,
      '/reset-password',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Neues Passwort festlegen');
    expect(screen.getByLabelText(/Neues Passwort/).getAttribute('autocomplete')).toBe('new-password');
  });
});
