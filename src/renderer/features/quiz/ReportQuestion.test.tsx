import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QUESTION_REPORT_TEXT_MAX } from '../../../shared/domain/questionReports';
import { reportsMessages as m } from '../../../shared/messages/reports';
import { HttpError } from '../../api/http';
import { TestProviders } from '../../state/testing';
import { ReportQuestion } from './ReportQuestion';
import { quizServices, user } from './testing';

afterEach(cleanup);

const noHeaders = { get: () => null };
const REPORT = 'app.question-reports.store';

function setup(reply: () => unknown) {
  const api = quizServices({ [REPORT]: reply }, user());
  const view = render(
    <TestProviders services={api.services}>
      <ReportQuestion questionId={42} />
    </TestProviders>,
  );
  return { ...api, view, person: userEvent.setup() };
}

describe('ReportQuestion', () => {
  it('asks for a reason, sends reason and text, then says the question is reported and thanks', async () => {
    const { calls, person } = setup(() => ({ message: m.thanks, id: 9 }));
    await person.click(screen.getByRole('button', { name: m.reportButton }));
    const dialog = await screen.findByRole('dialog', { name: m.dialogTitle });
    await person.click(within(dialog).getByRole('button', { name: m.submit }));
    expect(await within(dialog).findByText(m.reasonRequired)).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: m.reasons['answer-wrong'] })).toHaveFocus();
    expect(calls).toEqual([]);

    await person.click(within(dialog).getByRole('radio', { name: m.reasons['question-unclear'] }));
    const text = within(dialog).getByRole('textbox', { name: m.textLabel });
    expect(text).toHaveAttribute('maxlength', String(QUESTION_REPORT_TEXT_MAX));
    const typed = '<b>Zwei</b> Antworten passen';
    await person.type(text, typed);
    expect(within(dialog).getByText(m.counter(typed.length, QUESTION_REPORT_TEXT_MAX))).toBeVisible();
    await person.click(within(dialog).getByRole('button', { name: m.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      {
        name: REPORT,
        body: { question_id: 42, reason: 'question-unclear', text: typed },
      },
    ]);
    expect(screen.getByText(m.reported)).toBeVisible();
    expect(screen.getByText(m.thanks)).toBeVisible();
    expect(screen.queryByRole('button', { name: m.reportButton })).toBeNull();
  });

  it('takes a duplicate reply for a question reported already, and shows other errors in the dialog', async () => {
    let code = 'report.not-answered';
    const { person } = setup(() => {
      throw new HttpError(code === 'report.duplicate' ? 409 : 422, { message: 'x', code }, noHeaders);
    });
    await person.click(screen.getByRole('button', { name: m.reportButton }));
    const dialog = await screen.findByRole('dialog', { name: m.dialogTitle });
    await person.click(within(dialog).getByRole('radio', { name: m.reasons.other }));
    await person.click(within(dialog).getByRole('button', { name: m.submit }));
    expect(await within(dialog).findByText(m.notAnswered)).toBeVisible();

    code = 'report.duplicate';
    await person.click(within(dialog).getByRole('button', { name: m.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(m.reported)).toBeVisible();
    expect(screen.queryByText(m.thanks)).toBeNull();
    expect(screen.queryByRole('button', { name: m.reportButton })).toBeNull();
  });
});
