import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

describe('Checkbox', () => {
  it('toggles and reports the new state', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Ich akzeptiere die Bedingungen</Checkbox>);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ich akzeptiere die Bedingungen' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows the error from the error map and marks the box invalid', () => {
    render(
      <Checkbox name="tos" errors={{ tos: 'Bitte akzeptiere die Bedingungen.' }}>
        Ich akzeptiere die Bedingungen
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Bitte akzeptiere die Bedingungen.');
    expect(box.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('keeps its own state when uncontrolled and ignores clicks when disabled', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Checkbox defaultSelected>Newsletter</Checkbox>
        <Checkbox isDisabled onChange={onChange}>
          Gesperrt
        </Checkbox>
      </>,
    );
    const newsletter = screen.getByRole('checkbox', { name: 'Newsletter' }) as HTMLInputElement;
    expect(newsletter.checked).toBe(true);
    await userEvent.click(newsletter);
    expect(newsletter.checked).toBe(false);
    expect(newsletter.closest('label')?.hasAttribute('data-selected')).toBe(false);
    const locked = screen.getByRole('checkbox', { name: 'Gesperrt' }) as HTMLInputElement;
    expect(locked.disabled).toBe(true);
    await userEvent.click(locked);
    expect(onChange).not.toHaveBeenCalled();
  });
});
