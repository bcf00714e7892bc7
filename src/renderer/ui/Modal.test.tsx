import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, MODAL_BOX_STYLE } from './Modal';

afterEach(cleanup);

describe('Modal', () => {
  it('is at most 400 px wide, 40 px narrower than the window, with 20 px padding', () => {
    expect(MODAL_BOX_STYLE).toEqual({ width: 'calc(100vw - 40px)', maxWidth: 400, padding: 20 });
    render(
      <Modal title="Hinweis" isOpen>
        Inhalt
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Hinweis' });
    const box = dialog.parentElement as HTMLElement;
    expect(box.classList.contains('ui-modal')).toBe(true);
    expect(box.style.width).toBe('calc(100vw - 40px)');
    expect(box.style.maxWidth).toBe('400px');
    expect(box.style.padding).toBe('20px');
  });

  it('closes with its close button when dismissable', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal title="Hinweis" isOpen onOpenChange={onOpenChange}>
        Inhalt
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offers no way out when not dismissable', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal title="Gesperrt" isOpen isDismissable={false} onOpenChange={onOpenChange}>
        Inhalt
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Schließen' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
