import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kioskMessages } from '../../../shared/messages/kiosk';
import { AdminPinDialog } from './AdminPinDialog';
import { fakeKiosk } from './testing';

const m = kioskMessages;
const dialog = () => screen.queryByRole('dialog', { name: m.adminTitle });
const pinField = () => screen.getByLabelText(m.adminPinLabel, { exact: false });

afterEach(cleanup);

function renderDialog() {
  const kiosk = fakeKiosk();
  render(<AdminPinDialog kiosk={kiosk} />);
  act(() => kiosk.requestAdmin());
  return { kiosk, user: userEvent.setup() };
}

describe('AdminPinDialog', () => {
  it('opens when main asks for it, with a password field for the PIN', () => {
    const kiosk = fakeKiosk();
    render(<AdminPinDialog kiosk={kiosk} />);
    expect(dialog()).toBeNull();
    act(() => kiosk.requestAdmin());
    expect(dialog()).not.toBeNull();
    expect(screen.getByText(m.adminText)).toBeVisible();
    expect(pinField().getAttribute('type')).toBe('password');
  });

  it('asks for a PIN before checking anything', async () => {
    const { kiosk, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: m.adminQuit }));
    expect(screen.getByText(m.adminPinRequired)).toBeVisible();
    expect(pinField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(pinField());
    expect(kiosk.unlock).not.toHaveBeenCalled();
  });

  it('a wrong PIN shows the message on the field and empties it', async () => {
    const { kiosk, user } = renderDialog();
    await user.type(pinField(), '9999{Enter}');
    expect(kiosk.unlock).toHaveBeenCalledWith('9999');
    const error = screen.getByText(m.adminPinWrong);
    expect(pinField().getAttribute('aria-describedby')).toContain(error.id);
    expect((pinField() as HTMLInputElement).value).toBe('');
    expect(dialog()).not.toBeNull();

    await user.type(pinField(), '1');
    expect(screen.queryByText(m.adminPinWrong)).toBeNull();
  });

  it('a PIN of impossible length is wrong without asking main', async () => {
    const { kiosk, user } = renderDialog();
    await user.type(pinField(), '12{Enter}');
    expect(screen.getByText(m.adminPinWrong)).toBeVisible();
    expect(kiosk.unlock).not.toHaveBeenCalled();
  });

  it('a wrong PIN sent with the button puts the cursor back into the emptied field', async () => {
    const { user } = renderDialog();
    await user.type(pinField(), '9999');
    await user.click(screen.getByRole('button', { name: m.adminQuit }));
    expect(await screen.findByText(m.adminPinWrong)).toBeVisible();
    expect(document.activeElement).toBe(pinField());
  });

  it('the right PIN lets main quit and closes the dialog', async () => {
    const { kiosk, user } = renderDialog();
    await user.type(pinField(), '1234');
    await user.click(screen.getByRole('button', { name: m.adminQuit }));
    expect(kiosk.unlock).toHaveBeenCalledWith('1234');
    expect(dialog()).toBeNull();
  });

  it('says so when the PIN cannot be checked', async () => {
    const { kiosk, user } = renderDialog();
    kiosk.unlock.mockRejectedValueOnce(new Error('ipc down'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.type(pinField(), '1234{Enter}');
    expect(screen.getByText(m.adminPinFailed)).toBeVisible();
  });

  it('"Abbrechen" and Escape close it and forget the PIN', async () => {
    const { kiosk, user } = renderDialog();
    await user.type(pinField(), '55{Enter}');
    await user.click(screen.getByRole('button', { name: m.cancel }));
    expect(dialog()).toBeNull();

    act(() => kiosk.requestAdmin());
    expect(screen.queryByText(m.adminPinWrong)).toBeNull();
    expect((pinField() as HTMLInputElement).value).toBe('');
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
  });
});
