import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button } from './Button';
import { DialogTrigger, Modal } from './Modal';
import { Pressable } from './Pressable';
import { Spinner } from './Spinner';
import { UiProvider } from './UiProvider';

afterEach(cleanup);

describe('Button', () => {
  it('calls onPress and carries its variant class', async () => {
    const onPress = vi.fn();
    render(
      <Button variant="danger" onPress={onPress}>
        Löschen
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Löschen' });
    expect(button.className).toContain('ui-button--danger');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('while pending shows a loading indicator and ignores presses and submits', async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending onPress={onPress}>
          Speichern
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Speichern Wird geladen …' });
    expect(button.className).toContain('ui-button--pending');
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes focus when a pointer presses it, as Safari would not, so a dialog it opens can return it', () => {
    render(<Button>Öffnen</Button>);
    const button = screen.getByRole('button', { name: 'Öffnen' });
    fireEvent.pointerDown(button);
    expect(document.activeElement).toBe(button);
  });
});

describe('Spinner', () => {
  it('is a status with a hidden German label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
  });
});

describe('Button as the trigger of react-aria overlays', () => {
  it('is one native button, inside UiProvider too: react-aria stays off it', () => {
    render(
      <UiProvider>
        <Button>Nativ</Button>
      </UiProvider>,
    );
    const button = screen.getByRole('button', { name: 'Nativ' });
    expect(button.hasAttribute('data-rac')).toBe(false);
    expect(button.getAttribute('type')).toBe('button');
  });

  it('in Pressable opens a DialogTrigger’s modal, and the modal’s buttons close it', async () => {
    render(
      <UiProvider>
        <DialogTrigger>
          <Pressable>
            <Button variant="secondary">Filter</Button>
          </Pressable>
          <Modal title="Themen">Inhalt</Modal>
        </DialogTrigger>
      </UiProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Filter' });
    expect(trigger.className).toContain('ui-button--secondary');
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Themen' }).textContent).toContain('Inhalt');
    // The kit's close button, itself a Button, not react-aria's hidden dismiss button beside it.
    const close = screen
      .getAllByRole('button', { name: 'Schließen' })
      .find((button) => button.classList.contains('ui-button'));
    await userEvent.click(close!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in Pressable opens a menu from the keyboard and carries the menu’s ARIA state', async () => {
    const onAction = vi.fn();
    render(
      <MenuTrigger>
        <Pressable>
          <Button variant="ghost" size="icon" aria-label="Weitere Aktionen">
            …
          </Button>
        </Pressable>
        <Popover>
          <Menu onAction={onAction}>
            <MenuItem id="drei">Drei</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Weitere Aktionen' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('true');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Drei' }));
    expect(onAction.mock.calls[0]?.[0]).toBe('drei');
  });
});
