import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePressHandling } from './usePressHandling';

function Target({ onClick, onLongPress }: { onClick: () => void; onLongPress?: () => void }) {
  const { isPressed, handlers } = usePressHandling({ onLongPress });
  return (
    <div data-testid="target" data-pressed={isPressed || undefined} {...handlers}>
      <button type="button" onClick={onClick}>
        Antwort
      </button>
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const target = () => screen.getByTestId('target');
const button = () => screen.getByRole('button', { name: 'Antwort' });
const pressed = () => target().hasAttribute('data-pressed');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('usePressHandling', () => {
  it('shows the pressed state after 50 ms, and a tap reaches the target', async () => {
    const onClick = vi.fn();
    render(<Target onClick={onClick} />);
    fireEvent.pointerDown(button(), { button: 0, clientX: 10, clientY: 10 });
    await wait(40);
    expect(pressed()).toBe(false);
    await wait(10);
    expect(pressed()).toBe(true);
    fireEvent.pointerUp(button());
    fireEvent.click(button());
    expect(pressed()).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a long press (450 ms) calls onLongPress and its click does not reach the target', async () => {
    const onClick = vi.fn();
    const onLongPress = vi.fn();
    render(<Target onClick={onClick} onLongPress={onLongPress} />);
    fireEvent.pointerDown(button(), { button: 0, clientX: 10, clientY: 10 });
    await wait(449);
    expect(onLongPress).not.toHaveBeenCalled();
    await wait(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(button());
    fireEvent.click(button());
    expect(onClick).not.toHaveBeenCalled();
    // The next, ordinary click (a key, a tap) goes through again.
    await wait(1);
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a move of more than 10 px cancels: no pressed state, no click', async () => {
    const onClick = vi.fn();
    render(<Target onClick={onClick} />);
    fireEvent.pointerDown(button(), { button: 0, clientX: 10, clientY: 10 });
    await wait(60);
    expect(pressed()).toBe(true);
    fireEvent.pointerMove(button(), { clientX: 10, clientY: 21 });
    expect(pressed()).toBe(false);
    fireEvent.pointerUp(button());
    fireEvent.click(button());
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a move within 10 px keeps the press', async () => {
    const onClick = vi.fn();
    render(<Target onClick={onClick} />);
    fireEvent.pointerDown(button(), { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(button(), { clientX: 16, clientY: 18 });
    fireEvent.pointerUp(button());
    fireEvent.click(button());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
