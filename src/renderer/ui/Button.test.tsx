import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { DialogTrigger, Modal } from './Modal';
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
});

describe('Spinner', () => {
  it('is a status with a hidden German label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
  });
});

describe('Button inside UiProvider', () => {
  it('is a native button outside and react-aria’s inside, where it can trigger a react-aria dialog', async () => {
    const { unmount } = render(<Button>Nativ</Button>);
    expect(screen.getByRole('button', { name: 'Nativ' }).hasAttribute('data-rac')).toBe(false);
    unmount();

    render(
      <UiProvider>
        <DialogTrigger>
          <Button>Filter</Button>
          <Modal title="Themen">Inhalt</Modal>
        </DialogTrigger>
      </UiProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Filter' });
    expect(trigger.hasAttribute('data-rac')).toBe(true);
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Themen' })).toBeTruthy();
  });
});
