import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FeedbackEntry, LearnerDetail, LearnerRow } from '../../../../shared/api/calls/adminSupport';
import { reportsMessages } from '../../../../shared/messages/reports';
import { supportDeskMessages as m } from '../../../../shared/messages/supportDesk';
import { type Handler, setupDesk } from '../../../testing/appHarness';
import { FeedbackPage } from './FeedbackPage';
import { LearnerPage } from './LearnerPage';
import { LearnersPage } from './LearnersPage';

const row = (overrides: Partial<LearnerRow> = {}): LearnerRow => ({
  id: 42,
  email: 'tessa@example.test',
  first_name: 'Tessa',
  last_name: 'Test',
  country: 'de',
  role: 'agent',
  email_verified: false,
  created_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const detail = (overrides: Partial<LearnerDetail['learner']> = {}): LearnerDetail => ({
  learner: { ...row(), email_verified_at: null, coins: 40, locked_until: null, ...overrides },
  courses: [],
  orders: [],
  documents: [],
});

function setup(routes: Record<string, Handler>) {
  return setupDesk(routes, {
    'admin.learners.index': 'api/admin/learners',
    'admin.learners.show': 'api/admin/learners/{learner}',
    'admin.learners.verification.store': 'api/admin/learners/{learner}/verification',
    'admin.learners.lock.destroy': 'api/admin/learners/{learner}/lock',
    'admin.learners.destroy': 'api/admin/learners/{learner}',
    'admin.feedback.index': 'api/admin/feedback',
  });
}

describe('the learner search', () => {
  it('sends the words typed, lists the learners found and links each one', async () => {
    const app = setup({
      'GET /admin/learners': { data: { data: [row()], page: 1, per_page: 50, total: 1 } },
    });
    app.renderAt(<LearnersPage />, '/admin/support');
    const search = await screen.findByRole('search', { name: m.searchForm });
    await userEvent.type(within(search).getByRole('searchbox', { name: m.search }), '  Tessa@Example ');
    await userEvent.click(within(search).getByRole('button', { name: m.searchSubmit }));
    await waitFor(() =>
      expect(app.sent('GET', '/admin/learners').at(-1)?.query).toEqual({ q: 'Tessa@Example', page: '1' }),
    );
    const table = await screen.findByRole('table', { name: m.tableCaption });
    const [first] = within(table).getAllByTestId('learner-row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Tessa Test', 'tessa@example.test', 'Deutschland', m.no, '01.11.2026']);
    expect(
      within(table)
        .getByRole('link', { name: m.openLearner('Tessa Test') })
        .getAttribute('href'),
    ).toBe('/admin/support/42');
    expect(screen.getByText(m.count(1))).toBeDefined();

    // The page opens on everyone, newest first; resetting empties the field and goes back to them.
    expect(app.sent('GET', '/admin/learners')[0]?.query).toEqual({ page: '1' });
    // The form is made anew for the words applied.
    const applied = screen.getByRole('search', { name: m.searchForm });
    expect((within(applied).getByRole('searchbox', { name: m.search }) as HTMLInputElement).value).toBe(
      'Tessa@Example',
    );
    await userEvent.click(within(applied).getByRole('button', { name: m.reset }));
    await waitFor(() =>
      expect((screen.getByRole('searchbox', { name: m.search }) as HTMLInputElement).value).toBe(''),
    );
  });
});

describe("a learner's page", () => {
  it('erases the account only once its e-mail address is typed', async () => {
    const app = setup({
      'GET /admin/learners/42': { data: detail() },
      'DELETE /admin/learners/42': { data: { id: 42 } },
    });
    app.renderAt(<LearnerPage />, '/admin/support/42', '/admin/support/:id');
    await userEvent.click(await screen.findByRole('button', { name: m.erase }));
    const dialog = await screen.findByRole('alertdialog', { name: m.eraseTitle });
    expect(within(dialog).getByText(m.eraseText)).toBeDefined();
    const field = within(dialog).getByRole('textbox', { name: m.eraseTypeEmail('tessa@example.test') });

    await userEvent.click(within(dialog).getByRole('button', { name: m.eraseConfirm }));
    expect(await within(dialog).findByText(m.eraseMismatch)).toBeDefined();
    await userEvent.type(field, 'tessa@example.tes');
    await userEvent.click(within(dialog).getByRole('button', { name: m.eraseConfirm }));
    expect(await within(dialog).findByText(m.eraseMismatch)).toBeDefined();
    expect(app.sent('DELETE', '/admin/learners/42')).toHaveLength(0);

    // Cancelling forgets what was typed.
    await userEvent.click(within(dialog).getByRole('button', { name: m.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: m.erase }));
    const again = await screen.findByRole('alertdialog', { name: m.eraseTitle });
    const empty = within(again).getByRole('textbox', { name: m.eraseTypeEmail('tessa@example.test') });
    expect((empty as HTMLInputElement).value).toBe('');
    await userEvent.type(empty, 'TESSA@example.test');
    await userEvent.click(within(again).getByRole('button', { name: m.eraseConfirm }));
    await waitFor(() => expect(app.sent('DELETE', '/admin/learners/42')).toHaveLength(1));
    expect(app.sent('DELETE', '/admin/learners/42')[0]!.body).toEqual({ confirmation: 'TESSA@example.test' });
  });

  it('shows the account and resends the verification mail after the confirmation', async () => {
    const app = setup({
      'GET /admin/learners/42': { data: detail({ locked_until: '2026-11-29T10:00:00.000Z' }) },
      'POST /admin/learners/42/verification': { data: { email: 'tessa@example.test' } },
    });
    app.renderAt(<LearnerPage />, '/admin/support/42', '/admin/support/:id');
    expect((await screen.findByTestId('learner-coins')).textContent).toBe('40');
    expect(screen.getByTestId('learner-verified').textContent).toBe(m.notVerified);
    expect(screen.getByRole('button', { name: m.unlock })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: m.resend }));
    const dialog = await screen.findByRole('alertdialog', { name: m.resendTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: m.resendConfirm }));
    expect(await screen.findByText(m.resent('tessa@example.test'))).toBeDefined();
    expect(app.sent('POST', '/admin/learners/42/verification')).toHaveLength(1);
  });
});

describe('the feedback inbox', () => {
  it('shows feedback with its stars and reports with their reason, and filters by kind', async () => {
    const entries: FeedbackEntry[] = [
      {
        kind: 'question-report',
        id: 3,
        created_at: '2026-11-29T09:00:00.000Z',
        rating: null,
        text: 'Die Antwort stimmt nicht.',
        reason: 'answer-wrong',
        question: 'Was regelt das VVG?',
        country: null,
        anonymous: false,
        learner: { id: 42, email: 'tessa@example.test', name: 'Tessa Test' },
      },
      {
        kind: 'feedback',
        id: 9,
        created_at: '2026-11-28T00:00:00.000Z',
        rating: 4,
        text: '',
        reason: null,
        question: null,
        country: 'at',
        anonymous: true,
        learner: null,
      },
    ];
    const app = setup({
      'GET /admin/feedback': { data: { data: entries, page: 1, per_page: 50, total: 2 } },
    });
    app.renderAt(<FeedbackPage />, '/admin/feedback');
    const table = await screen.findByRole('table', { name: m.inboxCaption });
    const rows = within(table).getAllByTestId('feedback-row');
    expect(within(rows[0]!).getByText(reportsMessages.reasons['answer-wrong'])).toBeDefined();
    expect(within(rows[0]!).getByRole('link', { name: m.openLearner('Tessa Test') })).toBeDefined();
    expect(within(rows[1]!).getByText(m.rating(4))).toBeDefined();
    expect(within(rows[1]!).getByText(m.anonymous)).toBeDefined();
    expect(within(rows[1]!).getByText(m.noText)).toBeDefined();
    expect(screen.getByText(m.inboxCount(2))).toBeDefined();
  });
});
