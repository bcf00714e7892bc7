import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reminders } from '../../../shared/api/calls/reminders';
import { remindersMessages as m } from '../../../shared/messages/reminders';
import { captureSavedFiles, setupApp, user } from '../../testing/appHarness';
import { YearReminders } from './YearReminders';

const plan = {
  year: 2026,
  hours_requested: 3,
  hours_required: 15,
  hours_missing: 12,
  hours_from_coins_on_hand: 0,
  coins_to_earn: 1200,
  days_left: 92,
  questions_per_week: 86,
  done: false,
};
const reminders = (enabled: boolean, available = true): Reminders => ({ available, enabled, plan });

function setup(state: Reminders) {
  const app = setupApp(
    {
      'GET /users/me/reminders': { data: state },
      'PUT /users/me/reminders': { data: reminders(true) },
      'GET /users/me/reminders/calendar': {
        data: {
          filename: 'weiterbildungsplan-2026.ics',
          content_type: 'text/calendar',
          content: 'BEGIN:VCALENDAR',
        },
      },
    },
    user(),
  );
  app.renderAt(<YearReminders />, '/app/my-account');
  return app;
}

let saved: Blob[] = [];
beforeEach(() => {
  saved = captureSavedFiles().files;
});
afterEach(() => vi.restoreAllMocks());

describe('reminders of the 15 hours', () => {
  it('are off by default and switched on with the box, which the reply keeps ticked', async () => {
    const app = setup(reminders(false));
    const box = await screen.findByRole('checkbox', { name: new RegExp(m.toggle) });
    expect(box).not.toBeChecked();
    expect(screen.getByText(m.planLine(3, 86))).toBeVisible();
    await userEvent.click(box);
    await waitFor(() => expect(app.sent('PUT', '/users/me/reminders')).toHaveLength(1));
    expect(app.sent('PUT', '/users/me/reminders')[0]?.body).toEqual({ enabled: true });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: new RegExp(m.toggle) })).toBeChecked());
    expect(screen.getByText(m.enabled)).toBeVisible();
  });

  it('saves the plan as a calendar file', async () => {
    setup(reminders(true));
    await userEvent.click(await screen.findByRole('button', { name: m.calendarDownload }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.type).toBe('text/calendar');
    expect(await saved[0]!.text()).toBe('BEGIN:VCALENDAR');
  });

  it('shows nothing where there are no yearly hours (ch)', async () => {
    const app = setup(reminders(false, false));
    await waitFor(() => expect(app.sent('GET', '/users/me/reminders')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: m.title })).toBeNull());
  });
});
