import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Statistics } from '../../../shared/api/calls/practice';
import { practiceMessages as m } from '../../../shared/messages/practice';
import { setupApp, user } from '../../testing/appHarness';
import { StatisticsPage } from './StatisticsPage';

/** Twelve Mondays from 2026-09-07 on; `figures` gives [answered, right] by week index. */
const weeksWith = (figures: Record<number, [number, number]>) =>
  Array.from({ length: 12 }, (_, i) => {
    const [answered, correct] = figures[i] ?? [0, 0];
    return {
      week: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
      answered,
      correct,
      share: answered ? correct / answered : null,
    };
  });

const category = (
  id: number,
  name: string,
  answered: number,
  correct: number,
  coins = 0,
  figures: Record<number, [number, number]> = {},
) => ({
  id,
  name,
  answered,
  correct,
  share: answered ? correct / answered : null,
  coins,
  weeks: weeksWith(figures),
});

const weeks = weeksWith({ 11: [20, 15] });
const vermittlerrecht = category(102, 'Vermittlerrecht', 4, 1, 0, { 3: [3, 1], 11: [1, 0] });
const vvg = category(101, 'VVG', 16, 12, 9, { 10: [6, 3], 11: [10, 9] });

const statistics: Statistics = {
  categories: [vvg, vermittlerrecht, category(103, 'Beratung', 0, 0)],
  weeks,
  weakest: [vermittlerrecht, vvg],
};

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

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

  it("shows one category's twelve weeks at a time, the weakest first, and another one on choice", async () => {
    const app = setupApp({ 'GET /users/me/practice/statistics': { data: statistics } }, user());
    app.renderAt(<StatisticsPage />, '/app/practice/statistics');
    const table = await screen.findByTestId('practice-category-week-table');
    expect(within(table).getByText(m.trendOf('Vermittlerrecht'))).toBeInTheDocument();
    const rows = () =>
      within(screen.getByTestId('practice-category-week-table')).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(12);
    expect(rows()[0]!.querySelector('th')!.textContent).toBe('07.09.');
    expect(cellsOf(rows()[3]!)).toEqual(['3', '1', '33 %']);
    expect(cellsOf(rows()[11]!)).toEqual(['1', '0', '0 %']);
    expect(cellsOf(rows()[10]!)).toEqual(['0', '0', '–']);
    // The chart's picture names its category; the select offers the answered categories only.
    expect(document.querySelector(`[title="${m.chartCategoryTrend('Vermittlerrecht')}"]`)).not.toBeNull();
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: new RegExp(m.category) }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['VVG', 'Vermittlerrecht']);
    await events.click(screen.getByRole('option', { name: 'VVG' }));
    expect(
      within(screen.getByTestId('practice-category-week-table')).getByText(m.trendOf('VVG')),
    ).toBeInTheDocument();
    expect(cellsOf(rows()[10]!)).toEqual(['6', '3', '50 %']);
    expect(cellsOf(rows()[11]!)).toEqual(['10', '9', '90 %']);
    expect(cellsOf(rows()[3]!)).toEqual(['0', '0', '–']);
    expect(document.querySelector(`[title="${m.chartCategoryTrend('VVG')}"]`)).not.toBeNull();
  });

  it('says so before the first answer', async () => {
    const empty = { categories: [category(101, 'VVG', 0, 0)], weeks, weakest: [] };
    const app = setupApp({ 'GET /users/me/practice/statistics': { data: empty } }, user());
    app.renderAt(<StatisticsPage />, '/app/practice/statistics');
    expect(await screen.findByText(m.noAnswers)).toBeVisible();
    expect(screen.queryByRole('link', { name: m.practiseWeakest })).toBeNull();
  });
});
