import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StarRating } from './StarRating';

afterEach(cleanup);

const starLabel = (n: number) => (n === 1 ? '1 Stern' : `${n} Sterne`);

function Rated({ initial = null, onChange }: { initial?: number | null; onChange?: (n: number) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <StarRating
      label="Bewertung"
      name="rating"
      value={value}
      starLabel={starLabel}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const filled = () =>
  [...document.querySelectorAll('.ui-star-rating__option')].map((star) => star.hasAttribute('data-filled'));
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('StarRating (WAI-ARIA rating radio group)', () => {
  it('is a radiogroup named by its label with five radios named by their star count, none chosen', () => {
    render(<Rated />);
    const group = screen.getByRole('radiogroup', { name: 'Bewertung' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(radios.every((r) => group.contains(r) && (r as HTMLInputElement).name === 'rating')).toBe(true);
    expect(radio('1 Stern').checked).toBe(false);
    expect(radio('5 Sterne')).toBeDefined();
    expect(filled()).toEqual([false, false, false, false, false]);
  });

  it('a click on a star rates with it and fills every star up to it', async () => {
    const onChange = vi.fn();
    render(<Rated onChange={onChange} />);
    await userEvent.click(radio('4 Sterne'));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(radio('4 Sterne').checked).toBe(true);
    expect(filled()).toEqual([true, true, true, true, false]);
  });

  it('is one tab stop, and the arrow keys move the rating', async () => {
    const onChange = vi.fn();
    render(
      <>
        <button type="button">davor</button>
        <Rated initial={2} onChange={onChange} />
        <button type="button">danach</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'davor' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(radio('2 Sterne'));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(document.activeElement).toBe(radio('3 Sterne'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(filled()).toEqual([true, false, false, false, false]);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'danach' }));
  });

  it('links its error to the group and marks it invalid', () => {
    render(
      <StarRating
        label="Bewertung"
        value={null}
        onChange={() => {}}
        starLabel={starLabel}
        errorMessage="Bitte wähle dein Feedback aus."
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Bewertung' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Bitte wähle dein Feedback aus.');
  });
});
