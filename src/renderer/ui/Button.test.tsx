import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Spinner } from './Spinner';

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
