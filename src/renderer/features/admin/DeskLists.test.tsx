import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeskQuestionRow } from '../../../shared/api/calls/adminQuestions';
import type { QuestionReport, ReportedQuestion } from '../../../shared/api/calls/reports';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { reportsMessages } from '../../../shared/messages/reports';
import { captureSavedFiles, type Handler, setupDesk } from '../../testing/appHarness';
import { QuestionsPage } from './QuestionsPage';
import { ReportsPage } from './ReportsPage';

const row = (overrides: Partial<DeskQuestionRow> = {}): DeskQuestionRow => ({
  id: 7,
  family_id: 7,
  version: 1,
  key: 'de-vvg-007',
  state: 'live',
  text: 'Was gilt <b>hier</b>?',
  coins: 2,
  categories: ['de-vvg', 'de-beratung'],
  source: '§ 6 VVG',
  valid_as_of: '2024-03-01',
  updated_at: null,
  open_reports: 3,
  ...overrides,
});

const report = (overrides: Partial<QuestionReport> = {}): QuestionReport => ({
  id: 90,
  reason: 'source-outdated',
  text: 'Die Quelle <i>ist</i> alt.',
  created_at: '2026-01-01T10:00:00.000Z',
  status: 'open',
  decided_at: null,
  decided_by: null,
  reply: null,
  has_reporter: true,
  ...overrides,
});

const reported = (reports: QuestionReport[]): ReportedQuestion => ({
  question: { id: 7, text: 'Was gilt hier?' },
  open_count: reports.filter((r) => r.status === 'open').length,
  total_count: reports.length,
  reasons: { 'answer-wrong': 0, 'question-unclear': 1, 'source-outdated': 1, other: 0 },
  reports,
});

function setup(routes: Record<string, Handler>) {
  return setupDesk(routes, {
    'admin.categories.index': 'api/admin/categories',
    'admin.questions.index': 'api/admin/questions',
    'admin.questions.export': 'api/admin/questions/export',
    'admin.question-reports.index': 'api/admin/question-reports',
    'admin.question-reports.accept': 'api/admin/question-reports/{report}/accept',
    'admin.question-reports.reject': 'api/admin/question-reports/{report}/reject',
  });
}

describe('the question list', () => {
  it('shows each row as text, links it to its page, and sends the typed filters', async () => {
    const app = setup({
      'GET /admin/categories': { data: [] },
      'GET /admin/questions': { data: { data: [row()], page: 1, per_page: 50, total: 1 } },
    });
    app.renderAt(<QuestionsPage />, '/admin/questions');
    const table = await screen.findByRole('table', { name: m.deskTableCaption });
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'de-vvg-007',
      m.stateNames.live,
      'Was gilt <b>hier</b>?',
      'de-vvg, de-beratung',
      '2',
      '01.03.2024',
      '3',
    ]);
    expect(table.querySelector('b')).toBeNull();
    expect(within(table).getByRole('link', { name: 'de-vvg-007' }).getAttribute('href')).toBe(
      '/admin/questions/7',
    );

    await userEvent.type(screen.getByRole('textbox', { name: m.deskText }), 'Makler');
    await userEvent.type(screen.getByRole('textbox', { name: m.deskValidBefore }), '31.12.2024');
    await userEvent.click(screen.getByRole('checkbox', { name: m.deskOpenReports }));
    await userEvent.click(screen.getByRole('button', { name: m.auditApply }));
    await waitFor(() =>
      expect(app.sent('GET', '/admin/questions').at(-1)?.query).toEqual({
        text: 'Makler',
        valid_before: '2024-12-31',
        open_reports: '1',
        sort: 'key',
        page: '1',
      }),
    );
  });

  it("exports the applied filters' selection as a download", async () => {
    const app = setup({
      'GET /admin/categories': { data: [] },
      'GET /admin/questions': { data: { data: [row()], page: 1, per_page: 50, total: 1 } },
      'GET /admin/questions/export': { data: { count: 1, xml: '<quiz></quiz>' } },
    });
    const { files: made, clicks: clicked } = captureSavedFiles();
    app.renderAt(<QuestionsPage />, '/admin/questions');
    await screen.findByRole('table', { name: m.deskTableCaption });
    await userEvent.type(screen.getByRole('textbox', { name: m.deskSource }), 'VVG');
    await userEvent.click(screen.getByRole('button', { name: m.auditApply }));
    // The applied filters reach the address, and the list, before the export reads them.
    await waitFor(() =>
      expect(app.sent('GET', '/admin/questions').at(-1)?.query).toMatchObject({ source: 'VVG' }),
    );
    await userEvent.click(screen.getByRole('button', { name: m.exportSubmit }));
    expect(await screen.findByText(m.exportDone(1))).toBeDefined();
    expect(app.sent('GET', '/admin/questions/export').map((r) => r.query)).toEqual([{ source: 'VVG' }]);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(await made[0]!.text()).toBe('<quiz></quiz>');
    clicked.mockRestore();
  });

  it('refuses a day that is none before asking the server', async () => {
    const app = setup({
      'GET /admin/categories': { data: [] },
      'GET /admin/questions': { data: { data: [], page: 1, per_page: 50, total: 0 } },
    });
    app.renderAt(<QuestionsPage />, '/admin/questions');
    await screen.findByText(m.deskEmpty);
    await userEvent.type(screen.getByRole('textbox', { name: m.deskValidBefore }), '31.02.2024');
    await userEvent.click(screen.getByRole('button', { name: m.auditApply }));
    expect(await screen.findByText(m.auditDateInvalid)).toBeDefined();
    expect(app.sent('GET', '/admin/questions')).toHaveLength(1);
  });
});

describe('the reports', () => {
  it('shows the counts per reason and the texts as text, and accepts a report only with a reply', async () => {
    let decided = false;
    const app = setup({
      'GET /admin/question-reports': () => ({
        data: {
          data: decided
            ? []
            : [reported([report(), report({ id: 91, reason: 'question-unclear', text: '' })])],
          page: 1,
          per_page: 20,
          total: decided ? 0 : 1,
        },
      }),
      'POST /admin/question-reports/90/accept': ({ body }) => {
        decided = true;
        return {
          data: {
            message: 'ok',
            report: report({ status: 'accepted', reply: (body as { reply: string }).reply }),
          },
        };
      },
    });
    app.renderAt(<ReportsPage />, '/admin/reports');
    const reports = await screen.findAllByTestId('report');
    expect(reports).toHaveLength(2);
    expect(reports[0]!.textContent).toContain('Die Quelle <i>ist</i> alt.');
    expect(reports[0]!.querySelector('i')).toBeNull();
    expect(reports[1]!.textContent).toContain(m.reportNoText);
    const reasons = [...document.querySelectorAll('.admin-reasons > div')].map((pair) => pair.textContent);
    expect(reasons).toEqual([
      `${reportsMessages.reasons['answer-wrong']}0`,
      `${reportsMessages.reasons['question-unclear']}1`,
      `${reportsMessages.reasons['source-outdated']}1`,
      `${reportsMessages.reasons.other}0`,
    ]);
    expect(screen.getByRole('link', { name: m.reportsOpenQuestion }).getAttribute('href')).toBe(
      '/admin/questions/7',
    );

    const first = within(reports[0]!);
    await userEvent.click(first.getByRole('button', { name: m.reportAccept }));
    expect(await first.findByText(m.reportReplyRequired)).toBeDefined();
    expect(app.sent('POST', '/admin/question-reports/90/accept')).toHaveLength(0);
    await userEvent.type(first.getByRole('textbox', { name: m.reportReply }), '  Danke, ist korrigiert.  ');
    await userEvent.click(first.getByRole('button', { name: m.reportAccept }));
    await waitFor(() =>
      expect(app.sent('POST', '/admin/question-reports/90/accept').map((r) => r.body)).toEqual([
        { reply: 'Danke, ist korrigiert.' },
      ]),
    );
    expect(await screen.findByText(m.reportsEmpty)).toBeDefined();
  });
});
