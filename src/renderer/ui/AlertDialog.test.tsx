import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog';

afterEach(cleanup);

const question = 'Willst du diesen Kurs wirklich löschen?';

function renderDialog() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<AlertDialog isOpen title={question} onConfirm={onConfirm} onCancel={onCancel} isDestructive />);
  return { onConfirm, onCancel };
}

describe('AlertDialog', () => {
  it('is an alertdialog named by its question', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: question });
    // Without an explanation there is nothing to describe it by, and no dangling reference either.
    expect(dialog.getAttribute('aria-describedby')).toBe('');
  });

  it('is described by its explanation when given', () => {
    render(
      <AlertDialog isOpen title={question} onConfirm={() => {}} onCancel={() => {}}>
        Der Fortschritt geht verloren.
      </AlertDialog>,
    );
    const text = screen.getByText('Der Fortschritt geht verloren.');
    expect(screen.getByRole('alertdialog').getAttribute('aria-describedby')).toBe(text.id);
  });

  it('calls onConfirm for Ja', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Ja' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel for Nein', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Nein' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  // Initial focus on 'Nein' is not asserted: happy-dom's document fails react-aria's instanceof check.
  it('treats Escape as Nein', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
