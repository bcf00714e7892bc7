import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { DeskQuestion } from '../../../shared/api/calls/adminQuestions';
import { editorPathOf, toBankQuestion } from '../../../shared/domain/deskForms';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { questionDeskMessages } from '../../../shared/messages/questionDesk';
import { type Handler, setupDesk } from '../../testing/appHarness';
import { EditQuestionPage, NewQuestionPage } from './QuestionEditor';
import { QuestionPage } from './QuestionPage';

const account = { id: 4, email: 'redaktion@demo.test', name: 'Rita Redaktion', role: 'editor' as const };
const other = { id: 5, email: 'pruefung@demo.test' };

const question = (overrides: Partial<DeskQuestion> = {}): DeskQuestion => ({
  id: 42,
  family_id: 42,
  version: 2,
  key: 'de-vvg-007',
  state: 'live',
  text: 'Wann beginnt der Versicherungsschutz?',
  answers: ['Mit Zahlung der Erstprämie', 'Mit Antragstellung', 'Mit Beratung', 'Nie'],
  categories: ['de-vvg'],
  coins: 1,
  explanation: 'Nach § 37 VVG beginnt der Schutz grundsätzlich erst mit Zahlung der Erstprämie.',
  source: '§ 37 VVG',
  valid_as_of: '2025-01-01',
  author: null,
  co_authors: [],
  approved_by: null,
  approved_at: null,
  review_note: null,
  created_at: '2025-01-01T10:00:00.000Z',
  updated_at: '2025-01-01T10:00:00.000Z',
  ...overrides,
});

const categories = [
  { id: 101, key: 'de-vvg', name: 'Versicherungsvertragsrecht', country: 'de', module: 1 },
  { id: 102, key: 'de-gewo', name: 'Gewerberecht', country: 'de', module: 1 },
];

function setup(routes: Record<string, Handler>, path: string) {
  const app = setupDesk(
    { 'GET /admin/categories': { data: categories }, ...routes },
    {
      'admin.categories.index': 'api/admin/categories',
      'admin.questions.show': 'api/admin/questions/{question}',
      'admin.questions.store': 'api/admin/questions',
      'admin.questions.update': 'api/admin/questions/{question}',
      'admin.questions.approve': 'api/admin/questions/{question}/approve',
      'admin.questions.retire': 'api/admin/questions/{question}/retire',
      'admin.questions.reject': 'api/admin/questions/{question}/reject',
    },
  );
  app.renderAt(
    <Routes>
      <Route element={<Outlet context={account} />}>
        <Route path="/admin/questions/new" element={<NewQuestionPage />} />
        <Route path="/admin/questions/:id" element={<QuestionPage />} />
        <Route path="/admin/questions/:id/edit" element={<EditQuestionPage />} />
      </Route>
    </Routes>,
    path,
    '*',
  );
  return app;
}

describe('the editor form', () => {
  it('checks every field with the bank rules before anything is sent', async () => {
    const app = setup({}, '/admin/questions/new');
    await screen.findByRole('checkbox', { name: /Gewerberecht/ });
    await userEvent.click(screen.getByRole('button', { name: m.editorSave }));
    expect(await screen.findByText(m.editorTextRequired)).toBeDefined();
    expect(screen.getAllByText(m.editorAnswerRequired)).toHaveLength(4);
    expect(screen.getByText(m.editorKeyInvalid)).toBeDefined();
    expect(screen.getByText(m.editorCategoriesRequired)).toBeDefined();
    expect(screen.getByText(m.editorExplanationTooShort)).toBeDefined();
    expect(screen.getByText(m.editorSourceRequired)).toBeDefined();
    expect(screen.getByText(m.editorValidAsOfRequired)).toBeDefined();
    expect(app.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the right answer first, as the bank keeps it, and no key for an edit', async () => {
    const app = setup(
      {
        'GET /admin/questions/42': { data: { question: question(), versions: [question()] } },
        'PUT /admin/questions/42': ({ body }) => ({
          data: {
            question: question({ ...(body as object), id: 43, version: 3, state: 'draft' }),
            versions: [],
          },
        }),
        'GET /admin/questions/43': {
          data: { question: question({ id: 43, state: 'draft' }), versions: [] },
        },
      },
      '/admin/questions/42/edit',
    );
    expect(await screen.findByText(m.editorLiveNote)).toBeDefined();
    // The third answer field becomes the right one.
    const third = screen.getByRole('textbox', { name: m.editorAnswer(3) });
    await userEvent.clear(third);
    await userEvent.type(third, 'Mit Zugang des Versicherungsscheins');
    await userEvent.click(screen.getByRole('radio', { name: m.editorAnswer(3) }));
    await userEvent.click(screen.getByRole('button', { name: m.editorSave }));
    await waitFor(() => expect(app.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const sent = app.requests.find((r) => r.method === 'PUT')!.body as Record<string, unknown>;
    expect(sent.answers).toEqual([
      'Mit Zugang des Versicherungsscheins',
      'Mit Zahlung der Erstprämie',
      'Mit Antragstellung',
      'Nie',
    ]);
    expect(sent).not.toHaveProperty('key');
    expect(sent).toMatchObject({ categories: ['de-vvg'], coins: 1, validAsOf: '2025-01-01' });
  });

  it("shows the server's field errors at the form's fields, the right answer's at its own field", async () => {
    setup(
      {
        'GET /admin/questions/42': { data: { question: question(), versions: [question()] } },
        'PUT /admin/questions/42': {
          status: 422,
          data: {
            message: 'invalid',
            errors: { 'answers.0': ['validation.invalid'], source: ['validation.invalid'] },
          },
        },
      },
      '/admin/questions/42/edit',
    );
    await screen.findByText(m.editorLiveNote);
    await userEvent.click(screen.getByRole('radio', { name: m.editorAnswer(2) }));
    await userEvent.click(screen.getByRole('button', { name: m.editorSave }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: m.editorAnswer(2) }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(screen.getByRole('textbox', { name: m.editorAnswer(1) }).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
    expect(screen.getByRole('textbox', { name: m.editorSource }).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows a refusal of the whole edit (a version already open) on the form's alert", async () => {
    setup(
      {
        'GET /admin/questions/42': { data: { question: question(), versions: [question()] } },
        'PUT /admin/questions/42': { status: 409, data: { message: 'open', code: 'question.version-open' } },
      },
      '/admin/questions/42/edit',
    );
    await screen.findByText(m.editorLiveNote);
    await userEvent.click(screen.getByRole('button', { name: m.editorSave }));
    expect(await screen.findByText(questionDeskMessages.versionOpen)).toBeDefined();
  });

  it('maps between the four fields and the bank order', () => {
    const values = {
      key: 'de-vvg-001',
      text: 'T',
      answers: ['a', 'b', 'c', 'd'] as [string, string, string, string],
      right: '3' as const,
      categories: ['de-vvg'],
      coins: '2' as const,
      explanation: 'e',
      source: 's',
      validAsOf: '01.02.2025',
    };
    expect(toBankQuestion(values)).toMatchObject({
      answers: ['d', 'a', 'b', 'c'],
      coins: 2,
      validAsOf: '2025-02-01',
    });
    expect(editorPathOf('answers.0', '3')).toBe('answers.3');
    expect(editorPathOf('answers.1', '0')).toBe('answers.1');
    expect(editorPathOf('answers.3', '1')).toBe('answers.3');
    expect(editorPathOf('answers.1', '1')).toBe('answers.0');
  });
});

describe('the approve rule', () => {
  const inReview = (
    author: { id: number; email: string } | null,
    coAuthors: { id: number; email: string }[] = [],
  ) => question({ id: 50, state: 'in_review', author, co_authors: coAuthors });

  it('disables approving for the author with a sentence, and for a co-author', async () => {
    setup(
      { 'GET /admin/questions/50': { data: { question: inReview(account), versions: [] } } },
      '/admin/questions/50',
    );
    const approve = await screen.findByRole('button', { name: m.actionApprove });
    expect(approve.hasAttribute('disabled') || approve.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByText(m.approveOwn)).toBeDefined();
    cleanup();
    setup(
      { 'GET /admin/questions/50': { data: { question: inReview(other, [account]), versions: [] } } },
      '/admin/questions/50',
    );
    const again = await screen.findByRole('button', { name: m.actionApprove });
    expect(again.hasAttribute('disabled') || again.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it("lets a second editor approve, and shows the server's sentence when it refuses", async () => {
    setup(
      {
        'GET /admin/questions/50': { data: { question: inReview(other), versions: [] } },
        'POST /admin/questions/50/approve': {
          status: 403,
          data: { message: 'own', code: 'question.own-approval' },
        },
      },
      '/admin/questions/50',
    );
    const approve = await screen.findByRole('button', { name: m.actionApprove });
    expect(screen.queryByText(m.approveOwn)).toBeNull();
    await userEvent.click(approve);
    expect(await screen.findByText(questionDeskMessages.ownApproval)).toBeDefined();
  });
});

describe('the question page', () => {
  it('retires only after a confirmation that says the coins stay', async () => {
    const app = setup(
      {
        'GET /admin/questions/42': () => ({
          data: {
            question: question({
              state: app.sent('POST', '/admin/questions/42/retire').length ? 'retired' : 'live',
            }),
            versions: [],
          },
        }),
        'POST /admin/questions/42/retire': {
          data: { question: question({ state: 'retired' }), versions: [] },
        },
      },
      '/admin/questions/42',
    );
    await userEvent.click(await screen.findByRole('button', { name: m.actionRetire }));
    const dialog = await screen.findByRole('alertdialog', { name: m.retireConfirm });
    expect(within(dialog).getByText(m.retireExplain)).toBeDefined();
    expect(app.sent('POST', '/admin/questions/42/retire')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: m.actionRetire }));
    expect(await screen.findByText(m.actionDone.retire)).toBeDefined();
    expect(app.sent('POST', '/admin/questions/42/retire')).toHaveLength(1);
    expect(await screen.findByText(m.questionStateLine(m.stateNames.retired, 2))).toBeDefined();
  });

  it('rejects a version in review only with a note, and sends it', async () => {
    const app = setup(
      {
        'GET /admin/questions/50': {
          data: { question: question({ id: 50, state: 'in_review', author: other }), versions: [] },
        },
        'POST /admin/questions/50/reject': {
          data: {
            question: question({ id: 50, state: 'draft', review_note: 'Quelle prüfen' }),
            versions: [],
          },
        },
      },
      '/admin/questions/50',
    );
    await userEvent.click(await screen.findByRole('button', { name: m.actionReject }));
    const send = screen.getAllByRole('button', { name: m.actionReject }).at(-1)!;
    await userEvent.click(send);
    expect(await screen.findByText(m.rejectNoteRequired)).toBeDefined();
    await userEvent.type(screen.getByRole('textbox', { name: m.rejectNote }), 'Quelle prüfen');
    await userEvent.click(send);
    await waitFor(() =>
      expect(app.sent('POST', '/admin/questions/50/reject').map((r) => r.body)).toEqual([
        { note: 'Quelle prüfen' },
      ]),
    );
  });
});
