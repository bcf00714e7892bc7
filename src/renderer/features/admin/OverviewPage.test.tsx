import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminAccount, AdminOverview } from '../../../shared/api/calls/admin';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { setupDesk } from '../../testing/appHarness';
import { OverviewPage } from './OverviewPage';
import { QuestionsPage } from './QuestionsPage';
import { RoleGate, canWorkDesk } from './roles';

const editor: AdminAccount = { id: 4, email: 'redaktion@demo.test', name: 'Rita Redaktion', role: 'editor' };
const support: AdminAccount = { id: 6, email: 'support@demo.test', name: 'Sven Support', role: 'support' };

/** A figure's card, found by its heading. */
const figure = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name })).closest('section')!;

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
const overview: AdminOverview = {
  // 30 days from 31 October: 1 answer on each November day, 1,200 on the last.
  answers_per_day: [
    { day: '2026-10-31', answers: 0 },
    ...Array.from({ length: 28 }, (_, i) => ({ day: day(i + 1), answers: 1 })),
    { day: day(29), answers: 1200 },
  ],
  learners_per_week: Array.from({ length: 12 }, (_, i) => ({
    week: i < 10 ? `2026-09-${String(7 + i * 2).padStart(2, '0')}` : `2026-11-${i === 10 ? 16 : 23}`,
    learners: i,
  })),
  open_reports: 3,
  review_due: 17,
  review_due_before: '2025-11-29',
};

function setup(account: AdminAccount, path = '/admin') {
  const app = setupDesk(
    {
      'GET /admin/overview': { data: overview },
      'GET /admin/categories': { data: [] },
      'GET /admin/questions': { data: { data: [], page: 1, per_page: 50, total: 17 } },
    },
    {
      'admin.overview': 'api/admin/overview',
      'admin.categories.index': 'api/admin/categories',
      'admin.questions.index': 'api/admin/questions',
    },
  );
  app.renderAt(
    <Routes>
      <Route element={<Outlet context={account} />}>
        <Route path="/admin" element={<OverviewPage />} />
        <Route element={<RoleGate allowed={canWorkDesk} />}>
          <Route path="/admin/questions" element={<QuestionsPage />} />
        </Route>
      </Route>
    </Routes>,
    path,
    '*',
  );
  return app;
}

describe('the overview', () => {
  it('draws both charts with every number in a table, and sums them in a sentence', async () => {
    setup(editor);
    const answers = await screen.findByRole('table', { name: m.overviewAnswersTitle });
    const rows = within(answers).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)!.textContent).toBe('29.11.20261.200');
    expect(rows[0]!.textContent).toBe('31.10.20260');
    // 28 + 1,200 answers.
    const total = m.overviewAnswersSummary('1.228', 30);
    expect(screen.getByRole('img', { name: total })).toBeDefined();
    expect(screen.getByText(total)).toBeDefined();
    // One bar per day.
    expect(document.querySelectorAll('.admin-chart__bar')).toHaveLength(30 + 12);

    const learners = screen.getByRole('table', { name: m.overviewLearnersTitle });
    expect(within(learners).getAllByRole('row')).toHaveLength(13);
    expect(screen.getByText(m.overviewLearnersSummary('66', 12))).toBeDefined();
  });

  it('links an editor from the due questions to the list, filtered by the address', async () => {
    const app = setup(editor);
    const due = await figure(m.overviewReviewDue);
    expect(within(due).getByText('17')).toBeDefined();
    expect(within(due).getByText(m.overviewReviewDueNote('29.11.2025'))).toBeDefined();
    const reports = await figure(m.overviewOpenReports);
    expect(within(reports).getByRole('link', { name: m.overviewOpenReportsLink }).getAttribute('href')).toBe(
      '/admin/reports',
    );
    await userEvent.click(within(due).getByRole('link', { name: m.overviewReviewDueLink }));
    expect(await screen.findByText(m.deskCount(17))).toBeDefined();
    expect(app.sent('GET', '/admin/questions').at(-1)?.query).toEqual({
      state: 'live',
      valid_before: '2025-11-29',
      sort: 'key',
      page: '1',
    });
    // The form shows the filters it applies.
    expect((screen.getByRole('textbox', { name: m.deskValidBefore }) as HTMLInputElement).value).toBe(
      '29.11.2025',
    );
  });

  it('shows support the figures without links to desks it cannot open, and keeps it out of them', async () => {
    setup(support);
    const due = await figure(m.overviewReviewDue);
    expect(within(due).queryByRole('link')).toBeNull();
    cleanup();
    const app = setup(support, '/admin/questions?state=live');
    // Sent to the overview instead of a refusal.
    await figure(m.overviewReviewDue);
    expect(app.sent('GET', '/admin/questions')).toHaveLength(0);
  });
});
