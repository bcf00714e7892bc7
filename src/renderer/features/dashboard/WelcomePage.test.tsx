import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMobileViewport } from '../../ui/testing';
import { setupApp, user } from '../../testing/appHarness';
import { WelcomePage } from './WelcomePage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('WelcomePage', () => {
  it('on mobile offers three tiles and speaks of IDD outside Switzerland', () => {
    mockMobileViewport(true);
    setupApp({}, user({ country: 'at' })).renderAt(<WelcomePage />, '/app');
    expect(screen.getByRole('heading', { name: 'Hallo Dana!' })).toBeVisible();
    expect(screen.getByText(/IDD-Vorgaben/)).toBeVisible();
    const tiles = within(screen.getByRole('navigation', { name: 'Was möchtest du tun?' }));
    expect(tiles.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Quiz startenBeantworte Fragen und sammle Coins.', '/app/dashboard'],
      ['Versicherungsnews lesenAktuelle Nachrichten aus der Branche.', '/app/news-feed'],
      ['FirmenplattformDie Quizze deines Unternehmens mit Zugangscode.', '/app/platform'],
    ]);
    expect(tiles.getByRole('link', { name: 'Versicherungsnews lesen' })).toBeVisible();
  });

  it('speaks of Cicero credits in Switzerland', () => {
    mockMobileViewport(true);
    setupApp({}, user({ country: 'ch' })).renderAt(<WelcomePage />, '/app');
    expect(screen.getByText(/Cicero-Credits/)).toBeVisible();
    expect(screen.queryByText(/IDD/)).toBeNull();
  });

  it('goes to the dashboard on desktop', () => {
    mockMobileViewport(false);
    setupApp({}, user()).renderAt(<WelcomePage />, '/app');
    expect(screen.getByTestId('location').textContent).toBe('/app/dashboard');
  });
});
