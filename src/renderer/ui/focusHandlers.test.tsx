import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Checkbox } from './Checkbox';
import { TextField } from './TextField';

afterEach(cleanup);

const spies = () => ({ onFocus: vi.fn(), onBlur: vi.fn(), onFocusChange: vi.fn() });

describe("react-aria's focus callbacks on our native controls", () => {
  it.each([
    ['TextField', 'textbox', (s: ReturnType<typeof spies>) => <TextField label="Name" {...s} />],
    ['Checkbox', 'checkbox', (s: ReturnType<typeof spies>) => <Checkbox {...s}>Einverstanden</Checkbox>],
    ['Button', 'button', (s: ReturnType<typeof spies>) => <Button {...s}>Weiter</Button>],
  ] as const)('%s reports focus and blur with the event and as a flag', async (_name, role, element) => {
    const callbacks = spies();
    render(
      <>
        {element(callbacks)}
        <a href="#danach">danach</a>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole(role)).toBe(document.activeElement);
    expect(callbacks.onFocus).toHaveBeenCalledTimes(1);
    expect(callbacks.onFocus.mock.calls[0]![0].target).toBe(screen.getByRole(role));
    expect(callbacks.onFocusChange.mock.calls).toEqual([[true]]);
    expect(callbacks.onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(callbacks.onBlur).toHaveBeenCalledTimes(1);
    expect(callbacks.onFocusChange.mock.calls).toEqual([[true], [false]]);
  });
});
