import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioCard, RadioGroup } from './RadioGroup';

afterEach(cleanup);

describe('RadioGroup', () => {
  it('is a radiogroup named by its label whose radios share one name and report the choice', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup label="Land" name="country" value="de" onChange={onChange}>
        <RadioCard value="ch" label="Schweiz" />
        <RadioCard value="de" label="Deutschland" />
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Land' });
    const swiss = screen.getByRole('radio', { name: 'Schweiz' }) as HTMLInputElement;
    expect(group.contains(swiss)).toBe(true);
    expect(swiss.name).toBe('country');
    expect((screen.getByRole('radio', { name: 'Deutschland' }) as HTMLInputElement).checked).toBe(true);
    expect(swiss.closest('.ui-radio-card')?.hasAttribute('data-selected')).toBe(false);
    await userEvent.click(screen.getByText('Schweiz'));
    expect(onChange).toHaveBeenCalledWith('ch');
  });

  it('links the error and descriptions: the group’s to the group and every radio, a card’s to its radio', () => {
    render(
      <RadioGroup
        label="Rolle"
        name="role"
        description="Wähle eine"
        errorMessage="Bitte auswählen"
        isRequired
      >
        <RadioCard value="agent" label="Vertreter" description="Für Vertreter" />
        <RadioCard value="broker" label="Makler" isDisabled />
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup');
    const error = screen.getByText('Bitte auswählen');
    const description = screen.getByText('Wähle eine');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(group.getAttribute('aria-describedby')?.split(' ')).toEqual([description.id, error.id]);
    const agent = screen.getByRole('radio', { name: 'Vertreter' });
    expect(agent.getAttribute('aria-describedby')?.split(' ')).toEqual([
      screen.getByText('Für Vertreter').id,
      error.id,
      description.id,
    ]);
    expect((screen.getByRole('radio', { name: 'Makler' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('keeps its value when read-only, and works uncontrolled', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup label="Land" value="de" isReadOnly onChange={onChange}>
        <RadioCard value="ch" label="Schweiz" />
        <RadioCard value="de" label="Deutschland" />
      </RadioGroup>,
    );
    await userEvent.click(screen.getByText('Schweiz'));
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: 'Deutschland' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radiogroup').getAttribute('aria-readonly')).toBe('true');

    cleanup();
    render(
      <RadioGroup label="Land" defaultValue="ch">
        <RadioCard value="ch" label="Schweiz" />
        <RadioCard value="de" label="Deutschland" />
      </RadioGroup>,
    );
    expect((screen.getByRole('radio', { name: 'Schweiz' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByText('Deutschland'));
    expect((screen.getByRole('radio', { name: 'Deutschland' }) as HTMLInputElement).checked).toBe(true);
  });
});
