import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackMessages as m } from '../../../shared/messages/feedback';
import { serverErrorsMessages } from '../../../shared/messages/serverErrors';
import { setupApp, user, type Reply } from '../../testing/appHarness';
import { mockMobileViewport } from '../../ui/testing';
import { FeedbackPage } from './FeedbackPage';

const PATH = '/app/feedback';

function setup(reply: Reply = { data: { message: m.thankYou } }) {
  const app = setupApp({ 'POST /feedback': reply }, user());
  app.renderAt(<FeedbackPage />, PATH);
  return app;
}

beforeEach(() => mockMobileViewport(false));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FeedbackPage', () => {
  it("without a rating: 'Bitte wähle dein Feedback aus.' and nothing is sent", async () => {
    const app = setup();
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText('Bitte wähle dein Feedback aus.')).toBeDefined();
    expect(app.sent('POST', '/feedback')).toHaveLength(0);
  });

  it('sends rating, text and the anonymous flag, then thanks', async () => {
    const app = setup();
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('radio', { name: m.star(5) }));
    await ui.type(screen.getByRole('textbox', { name: m.textLabel }), '  Gerne mehr Expertenfragen  ');
    await ui.click(screen.getByRole('checkbox', { name: m.anonymous }));
    await ui.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByRole('heading', { name: m.thankYou })).toBeDefined();
    expect(app.sent('POST', '/feedback').map((r) => r.body)).toEqual([
      { rating: 5, feedback: 'Gerne mehr Expertenfragen', anonymous: true },
    ]);
    // Another one starts from an empty form.
    await ui.click(screen.getByRole('button', { name: m.again }));
    expect((screen.getByRole('radio', { name: m.star(5) }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the throttling message when the server refuses (429) and keeps the input', async () => {
    setup({ status: 429, data: { message: 'Zu viele', code: 'passwords.throttled' } });
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('radio', { name: m.star(2) }));
    await ui.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText(serverErrorsMessages.throttled)).toBeDefined();
    expect((screen.getByRole('radio', { name: m.star(2) }) as HTMLInputElement).checked).toBe(true);
  });
});
