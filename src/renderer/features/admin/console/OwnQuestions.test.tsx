import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskQuestion } from '../../../../shared/api/calls/adminQuestions';
import { adminRealmMessages as desk } from '../../../../shared/messages/adminRealm';
import { companyConsoleMessages as m } from '../../../../shared/messages/companyConsole';
import { setupApp, user, type Handler } from '../../../testing/appHarness';
import { connectAdminToken } from '../queries';
import { CourseForm } from './CourseForm';
import { NewOwnQuestionPage, OwnQuestionPage } from './OwnQuestionsPage';

/** The company's own questions in the console (docs/product-rules.md#company-console). */
const TOKEN_KEY = 'quiz.admin.token';
const account = {
  id: 7,
  email: 'firma@demo.test',
  name: 'Firmenadmin Muster',
  role: 'company_admin' as const,
  company_id: 4,
};

const question = (overrides: Partial<DeskQuestion> = {}): DeskQuestion => ({
  id: 90,
  family_id: 90,
  version: 1,
  key: 'de-firma4-001',
  state: 'in_review',
  text: 'Welche Frist gilt intern?',
  answers: ['Zwei Wochen', 'Ein Tag', 'Ein Jahr', 'Keine'],
  categories: ['de-vvg'],
  coins: 1,
  explanation: 'Die interne Richtlinie der Firma setzt zwei Wochen für die Rückmeldung an Kunden.',
  source: 'Richtlinie 4.2',
  valid_as_of: '2026-01-01',
  author: { id: 8, email: 'firma-pruefung@demo.test' },
  co_authors: [],
  approved_by: null,
  approved_at: null,
  review_note: null,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

const ROUTES = {
  'admin.companies.questions.categories': {
    uri: 'api/admin/companies/{company}/question-categories',
    methods: ['GET'],
  },
  'admin.companies.questions.show': {
    uri: 'api/admin/companies/{company}/questions/{question}',
    methods: ['GET'],
  },
  'admin.companies.questions.store': { uri: 'api/admin/companies/{company}/questions', methods: ['POST'] },
  'admin.companies.questions.approve': {
    uri: 'api/admin/companies/{company}/questions/{question}/approve',
    methods: ['POST'],
  },
  'admin.companies.categories.index': { uri: 'api/admin/companies/{company}/categories', methods: ['GET'] },
  'admin.companies.bank.index': { uri: 'api/admin/companies/{company}/bank', methods: ['GET'] },
};

function setup(routes: Record<string, Handler>) {
  const app = setupApp(
    {
      'GET /admin/companies/4/question-categories': {
        data: [{ id: 101, key: 'de-vvg', name: 'Versicherungsvertragsrecht', country: 'de', module: 1 }],
      },
      ...routes,
    },
    user(),
  );
  app.services.api.setRouteTable({ url: 'https://quiz.example', port: null, defaults: {}, routes: ROUTES });
  connectAdminToken(app.services);
  return app;
}

function renderPages(app: ReturnType<typeof setup>, path: string) {
  app.renderAt(
    <Routes>
      <Route element={<Outlet context={account} />}>
        <Route path="/admin/firma/fragen/neu" element={<NewOwnQuestionPage />} />
        <Route path="/admin/firma/fragen/:question" element={<OwnQuestionPage />} />
      </Route>
    </Routes>,
    path,
    '*',
  );
}

beforeEach(() => sessionStorage.setItem(TOKEN_KEY, 'admin-token'));
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const startsWith = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);
const type = async (name: string, value: string) =>
  userEvent.type(screen.getByRole('textbox', { name: startsWith(name) }), value);

describe("the company's own questions", () => {
  it("writes a question with the bank's editor, without a key, the right answer first", async () => {
    const app = setup({
      'POST /admin/companies/4/questions': ({ body }) => ({
        data: { question: question({ ...(body as object), state: 'draft' }), versions: [] },
      }),
      'GET /admin/companies/4/questions/90': {
        data: { question: question({ state: 'draft' }), versions: [] },
      },
    });
    renderPages(app, '/admin/firma/fragen/neu');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Versicherungsvertragsrecht/ }));
    expect(screen.queryByRole('textbox', { name: startsWith(desk.editorKey) })).toBeNull();
    await type(desk.editorText, 'Welche Frist gilt intern?');
    for (const [i, answer] of ['Ein Tag', 'Zwei Wochen', 'Ein Jahr', 'Keine'].entries())
      await type(desk.editorAnswer(i + 1), answer);
    await userEvent.click(screen.getByRole('radio', { name: desk.editorAnswer(2) }));
    await type(
      desk.editorExplanation,
      'Die interne Richtlinie der Firma setzt zwei Wochen für die Rückmeldung an Kunden.',
    );
    await type(desk.editorSource, 'Richtlinie 4.2');
    await type(desk.editorValidAsOf, '01.01.2026');
    await userEvent.click(screen.getByRole('button', { name: desk.editorSave }));
    await waitFor(() => expect(app.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    const sent = app.requests.find((r) => r.method === 'POST')!;
    expect(sent.path).toBe('/admin/companies/4/questions');
    expect(sent.body).not.toHaveProperty('key');
    expect(sent.body).toMatchObject({
      text: 'Welche Frist gilt intern?',
      answers: ['Zwei Wochen', 'Ein Tag', 'Ein Jahr', 'Keine'],
      categories: ['de-vvg'],
      validAsOf: '2026-01-01',
    });
    expect(await screen.findByText(m.ownSaved)).toBeDefined();
    expect(screen.getByRole('button', { name: m.ownSubmit })).toBeDefined();
  }, 20_000);

  it('lets a second admin approve, never the author', async () => {
    const own = setup({
      'GET /admin/companies/4/questions/90': {
        data: { question: question({ author: { id: 7, email: 'firma@demo.test' } }), versions: [] },
      },
    });
    renderPages(own, '/admin/firma/fragen/90');
    expect(await screen.findByText(m.ownApproveOwn)).toBeDefined();
    expect(screen.getByRole('button', { name: m.ownApprove }).hasAttribute('disabled')).toBe(true);
    cleanup();

    const app = setup({
      'GET /admin/companies/4/questions/90': { data: { question: question(), versions: [] } },
      'POST /admin/companies/4/questions/90/approve': {
        data: { question: question({ state: 'live' }), versions: [] },
      },
    });
    renderPages(app, '/admin/firma/fragen/90');
    await userEvent.click(await screen.findByRole('button', { name: m.ownApprove }));
    expect(await screen.findByText(m.ownDone.approve)).toBeDefined();
    expect(app.requests.some((r) => r.method === 'POST' && r.path.endsWith('/questions/90/approve'))).toBe(
      true,
    );
  });

  it("are picked into a course from the console's search of own questions", async () => {
    const ownQuestion = {
      id: 90,
      key: 'de-firma4-001',
      text: 'Welche Frist gilt intern?',
      answers: [
        { text: 'Zwei Wochen', correct: true },
        { text: 'Ein Tag', correct: false },
      ],
      explanation: null,
      categories: ['Versicherungsvertragsrecht'],
    };
    const app = setup({
      'GET /admin/companies/4/categories': { data: [] },
      'GET /admin/companies/4/bank': ({ query }) => ({
        data: {
          data: (query as Record<string, string>).own === '1' ? [ownQuestion] : [],
          page: 1,
          per_page: 20,
          total: (query as Record<string, string>).own === '1' ? 1 : 0,
        },
      }),
    });
    const onSave = vi.fn(async () => {});
    app.renderAt(
      <CourseForm company={4} title="Neuer Kurs" onSave={onSave} onCancel={() => {}} />,
      '/admin/firma/kurse/neu',
    );
    await userEvent.type(screen.getByRole('textbox', { name: startsWith(m.fieldName) }), 'Interna');
    const passMark = screen.getByRole('textbox', { name: startsWith(m.fieldPassMark) });
    await userEvent.clear(passMark);
    await userEvent.type(passMark, '1');
    await userEvent.click(await screen.findByRole('radio', { name: m.modePick }));
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(m.searchSource) }));
    await userEvent.click(await screen.findByRole('option', { name: m.sourceOwn }));
    await userEvent.click(screen.getByRole('button', { name: m.search }));
    await userEvent.click(await screen.findByRole('button', { name: m.addQuestion('de-firma4-001') }));
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Interna',
        pass_mark: 1,
        selection: { mode: 'pick', questions: [90] },
      }),
    );
    expect(app.requests.some((r) => r.path === '/admin/companies/4/bank' && r.query.own === '1')).toBe(true);
  }, 20_000);
});
