import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './TextField';

afterEach(cleanup);

describe('TextField', () => {
  it('labels the input and passes type and autocomplete through', () => {
    render(<TextField label="E-Mail-Adresse" name="email" type="email" autoComplete="email" />);
    const input = screen.getByLabelText('E-Mail-Adresse');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the error of its name from the error map and links it to the input', () => {
    render(
      <TextField
        label="Passwort"
        name="password"
        type="password"
        errors={{ password: 'Bitte gib dein Passwort ein.', email: 'other field' }}
      />,
    );
    const input = screen.getByLabelText('Passwort');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Bitte gib dein Passwort ein.');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByText('other field')).toBeNull();
  });

  it('prefers an explicit errorMessage and shows the description', () => {
    render(
      <TextField
        label="PLZ"
        name="zip"
        description="4 oder 5 Ziffern"
        errorMessage="PLZ ungültig."
        errors={{ zip: 'PLZ eingeben.' }}
      />,
    );
    expect(screen.getByText('PLZ ungültig.')).toBeVisible();
    expect(screen.queryByText('PLZ eingeben.')).toBeNull();
    expect(screen.getByText('4 oder 5 Ziffern')).toBeVisible();
  });

  it('hands its input to a ref, so a form can focus it when it is invalid', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="E-Mail-Adresse" name="email" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('E-Mail-Adresse'));
  });

  it('reports typing through onChange', async () => {
    const values: string[] = [];
    render(<TextField label="Name" onChange={(value) => values.push(value)} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Al');
    expect(values).toEqual(['A', 'Al']);
  });

  it('links its description, marks a required field for assistive tech only and keeps typing uncontrolled', async () => {
    render(<TextField label="Passwort" name="password" description="Mindestens 8 Zeichen" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Passwort' }) as HTMLInputElement;
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Mindestens 8 Zeichen').id);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.required).toBe(false);
    await userEvent.type(input, 'geheim');
    expect(input.value).toBe('geheim');
  });
});
