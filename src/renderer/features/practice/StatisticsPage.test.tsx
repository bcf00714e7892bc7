import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Statistics } from '../../../shared/api/calls/practice';
import { practiceMessages as m } from '../../../shared/messages/practice';
import { setupApp, user } from '../../testing/appHarness';
import { StatisticsPage } from './StatisticsPage';

const category = (id: number, name: string, answered: number, correct: number, coins = 0) => ({
  id,
  name,
  answered,
  correct,
  share: answered ? correct / answered : null,
  coins,
});

const weeks = Array.from({ length: 12 }, (_, i) => ({
  week: `2026-09-${String(7 + i).padStart(2, '0')}`,
  answered: i === 11 ? 20 : 0,
  correct: i === 11 ? 15 : 0,
  share: i === 11 ? 0.75 : null,
}));

const statistics: Statistics = {
  categories: [
    category(101, 'VVG', 16, 12, 9),
    category(102, 'Vermittlerrecht', 4, 1),
    category(103, 'Beratung', 0, 0),
  ],
  weeks,
  weakest: [category(102, 'Vermittlerrecht', 4, 1), category(101, 'VVG', 16, 12, 9)],
};

beforeAll(() => {
  // recharts measures its container; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

describe('StatisticsPage', () => {
  it('lists each category and week with its share, and starts a quiz on the weakest', async () => {
    const app = setupApp({ 'GET /users/me/practice/statistics': { data: statistics } }, user());
    app.renderAt(<StatisticsPage />, '/app/practice/statistics');
    const table = await screen.findByTestId('practice-category-table');
    const vvg = within(table).getByRole('row', { name: /VVG/ });
    expect(
      within(vvg)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['16', '12', '75 %', '9']);
    const unanswered = within(table).getByRole('row', { name: /Beratung/ });
    expect(within(unanswered).getAllByRole('cell')[2]!.textContent).toBe('–');
    const lastWeek = within(screen.getByTestId('practice-week-table')).getAllByRole('row').at(-1)!;
    expect(
      within(lastWeek)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['20', '15', '75 %']);
    expect(screen.getByRole('link', { name: m.practiseWeakest })).toHaveAttribute(
      'href',
      '/app/practice/quiz?categories=102,101',
    );
    // The table is there for screen readers; the toggle shows it to everyone.
    expect(table.parentElement).toHaveClass('visually-hidden');
    const toggle = screen.getAllByRole('button', { name: m.showTable })[0]!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(table.parentElement).not.toHaveClass('visually-hidden');
    expect(screen.getAllByRole('button', { name: m.hideTable })[0]).toHaveAttribute('aria-expanded', 'true');
  });

  it('says so before the first answer', async () => {
    const empty = { categories: [category(101, 'VVG', 0, 0)], weeks, weakest: [] };
    const app = setupApp({ 'GET /users/me/practice/statistics': { data: empty } }, user());
    app.renderAt(<StatisticsPage />, '/app/practice/statistics');
    expect(await screen.findByText(m.noAnswers)).toBeVisible();
    expect(screen.queryByRole('link', { name: m.practiseWeakest })).toBeNull();
  });
});
