import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryAtom } from '../../../state';
import { mockMobileViewport } from '../../../ui/testing';
import { CountrySelectPage } from './CountrySelectPage';
import { LockscreenLayout } from './LockscreenLayout';
import { fakeServices, renderAt } from './testing';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CountrySelectPage', () => {
  it('stores the country and goes to /login keeping the redirect', async () => {
    mockMobileViewport(false);
    const user = userEvent.setup();
    const { services } = fakeServices();
    renderAt(
      <CountrySelectPage />,
      '/country-select?redirect=%2Fapp%2Fnews-feed',
      services,
      '/country-select',
      <LockscreenLayout />,
    );
    expect(screen.queryByRole('link', { name: 'Mehr erfahren' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Österreich' }));
    const learnMore = screen.getByRole('link', { name: 'Mehr erfahren' });
    expect(learnMore.getAttribute('href')).toBe('https://www.weiterbildungsquiz.at');
    expect(learnMore.closest('footer')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(services.store.get(countryAtom)).toBe('at');
    expect(window.localStorage.getItem('country')).toBe('at');
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fapp%2Fnews-feed');
  });

  it('hides the learn-more link on mobile', async () => {
    mockMobileViewport(true);
    const user = userEvent.setup();
    renderAt(
      <CountrySelectPage />,
      '/country-select',
      fakeServices().services,
      undefined,
      <LockscreenLayout />,
    );
    await user.click(screen.getByRole('radio', { name: 'Schweiz' }));
    expect(screen.queryByRole('link', { name: 'Mehr erfahren' })).toBeNull();
  });
});
