import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { YearSummary } from '../../../shared/api/calls/year';
import { yearPlan } from '../../../shared/domain/yearPlan';
import { associationNames } from '../../../shared/messages/associations';
import { yearMessages as m } from '../../../shared/messages/year';
import { setupApp, user } from '../../testing/appHarness';
import { YearCard } from './YearCard';

const plan = yearPlan({ hoursRequested: 2, coinsOnHand: 150, today: new Date(Date.UTC(2026, 10, 24)) });
const summary = (overrides: Partial<YearSummary> = {}): YearSummary => ({
  plan,
  coins_on_hand: 150,
  previous_years: [
    { year: 2025, hours: 15 },
    { year: 2024, hours: 3 },
  ],
  credits_since: 2025,
  credits: [],
  ...overrides,
});

function setup(data: YearSummary, country: 'de' | 'ch' = 'de') {
  const app = setupApp({ 'GET /users/me/year': { data } }, user());
  app.renderAt(<YearCard user={user()} country={country} />, '/app/dashboard');
}

afterEach(cleanup);
/** The fake server answers after the card's chunk and query start; a loaded machine takes its time. */
const WAIT = { timeout: 5000 };

describe('YearCard', () => {
  it('shows the hours of the year, what the coins pay for, the days left, the plan and the years before', async () => {
    setup(summary());
    const bar = await screen.findByRole('progressbar', { name: m.progressLabel }, WAIT);
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(screen.getByRole('heading', { name: m.title(2026) })).toBeInTheDocument();
    expect(screen.getByText(m.hoursOf(2, 15))).toBeInTheDocument();
    expect(screen.getByText(m.hoursFromCoins(1))).toBeInTheDocument();
    expect(screen.getByText(m.daysLeft(38))).toBeInTheDocument();
    expect(screen.getByText(m.plan(plan.questionsPerWeek))).toBeInTheDocument();
    expect(screen.getByText('Dein Plan: noch 192 Fragen pro Woche bis zum 31. Dezember')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: m.previousTitle })).toBeInTheDocument();
    expect(screen.getByText('2024').nextElementSibling?.textContent).toBe('3 Stunden');
  });

  it('says the year is done at 15 hours', async () => {
    const done = yearPlan({ hoursRequested: 15, coinsOnHand: 0, today: new Date(Date.UTC(2026, 10, 24)) });
    setup(summary({ plan: done, previous_years: [] }));
    expect(await screen.findByText(m.done(15, 2026), {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/Fragen pro Woche/)).toBeNull();
    expect(screen.queryByRole('heading', { name: m.previousTitle })).toBeNull();
  });

  it('ch: the credits per association since 1 January of last year and the VBV line', async () => {
    setup(summary({ credits: [{ association: 'sfpo', credits: 4 }] }), 'ch');
    expect(await screen.findByText(m.creditsSince(2025), {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(associationNames.sfpo).nextElementSibling?.textContent).toBe(m.credits(4));
    expect(screen.getByText(m.vbvNote)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
