import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_SCREEN_BUTTON_DELAY_MS } from '../../shared/api/constants';
import { errorScreenMessages } from '../../shared/messages/errorScreen';
import { validationMessages } from '../../shared/messages/validation';
import { UiProvider } from '../ui';
import { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';

const m = errorScreenMessages;
const v = validationMessages;
const EVENT_ID = '0123456789abcdef0123456789abcdef';
const USER = { name: 'Erika Muster', email: 'erika@example.test' };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderScreen(props: Partial<ErrorScreenProps> = {}) {
  const onSendFeedback = vi.fn<ErrorScreenProps['onSendFeedback']>(async () => {});
  const onRestart = vi.fn();
  const all: ErrorScreenProps = { eventId: EVENT_ID, user: null, onSendFeedback, onRestart, ...props };
  const view = render(
    <UiProvider>
      <ErrorScreen {...all} />
    </UiProvider>,
  );
  const rerender = (next: Partial<ErrorScreenProps>) =>
    view.rerender(
      <UiProvider>
        <ErrorScreen {...all} {...next} />
      </UiProvider>,
    );
  return { onSendFeedback: all.onSendFeedback, onRestart: all.onRestart, rerender };
}

const field = (name: string) => screen.queryByRole('textbox', { name: new RegExp(`^${name}`) });
const button = (name: string) => screen.queryByRole('button', { name });
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('ErrorScreen without a report id', () => {
  it('shows the title and a spinner, and the restart button only after 3 seconds', async () => {
    vi.useFakeTimers();
    const { onRestart } = renderScreen({ eventId: null });
    expect(screen.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    expect(screen.getByRole('status').textContent).toContain(m.preparingReport);
    expect(field(m.whatHappenedLabel)).toBeNull();

    await advance(ERROR_SCREEN_BUTTON_DELAY_MS - 1);
    expect(button(m.restart)).toBeNull();
    await advance(1);
    const restart = button(m.restart)!;
    expect(restart).toBeVisible();
    // The spinner stops once the way out shows.
    expect(screen.queryByText(m.preparingReport)).toBeNull();

    vi.useRealTimers();
    await userEvent.click(restart);
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it('turns into the report form when the report id arrives', () => {
    const { rerender } = renderScreen({ eventId: null });
    rerender({ eventId: EVENT_ID });
    expect(field(m.whatHappenedLabel)).toBeVisible();
    expect(screen.getByText(m.reportId(EVENT_ID))).toBeVisible();
  });
});

describe('ErrorScreen with a report id', () => {
  it('asks a visitor for name, e-mail and what happened', () => {
    renderScreen({ user: null });
    expect(field(m.nameLabel)).toBeVisible();
    expect(field(m.emailLabel)).toBeVisible();
    expect(field(m.whatHappenedLabel)).toBeVisible();
    expect(button(m.submit)).toBeVisible();
    expect(screen.getByText(m.reportId(EVENT_ID))).toBeVisible();
  });

  it('asks a signed-in user only what happened', () => {
    renderScreen({ user: USER });
    expect(field(m.nameLabel)).toBeNull();
    expect(field(m.emailLabel)).toBeNull();
    expect(field(m.whatHappenedLabel)).toBeVisible();
  });

  it('offers skipping only after 3000 ms', async () => {
    vi.useFakeTimers();
    const { onRestart } = renderScreen();
    await advance(ERROR_SCREEN_BUTTON_DELAY_MS - 1);
    expect(button(m.skip)).toBeNull();
    await advance(1);
    expect(button(m.skip)).toBeVisible();

    vi.useRealTimers();
    await userEvent.click(button(m.skip)!);
    expect(field(m.whatHappenedLabel)).toBeNull();
    expect(screen.getByText(m.restartHint)).toBeVisible();
    await userEvent.click(button(m.restart)!);
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it('shows every required message on submit and re-validates on change', async () => {
    const user = userEvent.setup();
    const { onSendFeedback } = renderScreen({ user: null });
    await user.click(button(m.submit)!);
    expect(screen.getByText(v.errorReportNameRequired)).toBeVisible();
    expect(screen.getByText(v.errorReportEmailRequired)).toBeVisible();
    expect(screen.getByText(v.errorReportWhatHappenedRequired)).toBeVisible();
    expect(field(m.nameLabel)!.getAttribute('aria-invalid')).toBe('true');
    expect(field(m.whatHappenedLabel)!.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(m.nameLabel));

    await user.type(field(m.nameLabel)!, 'Erika');
    expect(screen.queryByText(v.errorReportNameRequired)).toBeNull();
    await user.type(field(m.emailLabel)!, 'erika@');
    expect(screen.queryByText(v.errorReportEmailRequired)).toBeNull();
    expect(screen.getByText(v.emailInvalid)).toBeVisible();
    await user.type(field(m.whatHappenedLabel)!, 'x');
    expect(screen.queryByText(v.errorReportWhatHappenedRequired)).toBeNull();
    expect(field(m.whatHappenedLabel)!.getAttribute('aria-invalid')).toBeNull();
    expect(onSendFeedback).not.toHaveBeenCalled();
  });

  it('asks a signed-in user only for what happened', async () => {
    const user = userEvent.setup();
    renderScreen({ user: USER });
    await user.click(button(m.submit)!);
    expect(screen.getByText(v.errorReportWhatHappenedRequired)).toBeVisible();
    expect(screen.queryByText(v.errorReportNameRequired)).toBeNull();
    expect(screen.queryByText(v.errorReportEmailRequired)).toBeNull();
    expect(document.activeElement).toBe(field(m.whatHappenedLabel));
  });

  it("sends a visitor's feedback for the report id, then thanks and offers a restart", async () => {
    const user = userEvent.setup();
    const { onSendFeedback, onRestart } = renderScreen({ user: null });
    await user.type(field(m.nameLabel)!, 'Max Muster');
    await user.type(field(m.emailLabel)!, 'max@example.test');
    await user.type(field(m.whatHappenedLabel)!, 'Ich habe auf Weiter getippt.');
    await user.click(button(m.submit)!);
    expect(onSendFeedback).toHaveBeenCalledWith({
      eventId: EVENT_ID,
      message: 'Ich habe auf Weiter getippt.',
      name: 'Max Muster',
      email: 'max@example.test',
    });
    expect(await screen.findByText(m.thankYou)).toBeVisible();
    expect(field(m.whatHappenedLabel)).toBeNull();
    await user.click(button(m.restart)!);
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it("sends a signed-in user's name and e-mail with the feedback", async () => {
    const user = userEvent.setup();
    const { onSendFeedback } = renderScreen({ user: USER });
    await user.type(field(m.whatHappenedLabel)!, 'Absturz im Quiz');
    await user.click(button(m.submit)!);
    expect(onSendFeedback).toHaveBeenCalledWith({
      eventId: EVENT_ID,
      message: 'Absturz im Quiz',
      name: USER.name,
      email: USER.email,
    });
  });

  it('says so when the feedback could not be sent, and lets the user try again', async () => {
    const user = userEvent.setup();
    const onSendFeedback = vi.fn<ErrorScreenProps['onSendFeedback']>();
    onSendFeedback.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    renderScreen({ user: USER, onSendFeedback });
    await user.type(field(m.whatHappenedLabel)!, 'Absturz');
    await user.click(button(m.submit)!);
    expect((await screen.findByRole('alert')).textContent).toContain(m.sendFailed);
    await user.click(button(m.submit)!);
    expect(await screen.findByText(m.thankYou)).toBeVisible();
    expect(onSendFeedback).toHaveBeenCalledTimes(2);
  });
});
