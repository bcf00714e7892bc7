import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kioskMessages } from '../../../shared/messages/kiosk';
import { openArticlesAtom } from '../news';
import { IdleLogout } from './IdleLogout';
import { fakeKioskServices, renderWithApp, signInParticipant, signOutParticipant, store } from './testing';
import { warningSecondsFor } from './useIdleCountdown';

const m = kioskMessages;
const countdown = () => screen.queryByRole('alertdialog', { name: m.idleTitle });
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function renderIdle(idleSeconds = 60) {
  const onTimeout = vi.fn(async () => {});
  renderWithApp(<IdleLogout idleSeconds={idleSeconds} onTimeout={onTimeout} />, fakeKioskServices().services);
  return { onTimeout };
}

beforeEach(() => {
  vi.useFakeTimers();
  signOutParticipant();
  store.set(openArticlesAtom, 0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('warningSecondsFor', () => {
  it('shows the last 30 s, never more than the second half of the idle time', () => {
    expect(warningSecondsFor(300)).toBe(30);
    expect(warningSecondsFor(60)).toBe(30);
    expect(warningSecondsFor(30)).toBe(15);
    expect(warningSecondsFor(7)).toBe(4);
  });
});

describe('IdleLogout', () => {
  it('sleeps on an untouched start page and counts from the first input', async () => {
    const { onTimeout } = renderIdle();
    await advance(10 * 60_000);
    expect(countdown()).toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();

    fireEvent.keyDown(window, { key: 'a' });
    await advance(29_000);
    expect(countdown()).toBeNull();
    await advance(1_000);
    expect(countdown()).not.toBeNull();
    expect(screen.getByText(m.idleText(30))).toBeVisible();
  });

  it('times a signed-in participant from the start; input before the countdown starts over', async () => {
    signInParticipant();
    renderIdle();
    await advance(25_000);
    fireEvent.pointerMove(window);
    await advance(25_000);
    fireEvent.wheel(window);
    await advance(29_000);
    expect(countdown()).toBeNull();
    await advance(1_000);
    expect(countdown()).not.toBeNull();
  });

  it('counts down each second; passing input does not stop it, "Weiter lernen" does', async () => {
    signInParticipant();
    const { onTimeout } = renderIdle();
    await advance(30_000);
    expect(screen.getByText(m.idleText(30))).toBeVisible();
    await advance(1_000);
    expect(screen.getByText(m.idleText(29))).toBeVisible();
    fireEvent.pointerMove(window);
    fireEvent.touchStart(window);
    await advance(1_000);
    expect(screen.getByText(m.idleText(28))).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: m.keepLearning }));
    await advance(0);
    expect(countdown()).toBeNull();
    await advance(29_000);
    expect(countdown()).toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('Escape answers the countdown as well', async () => {
    signInParticipant();
    renderIdle();
    await advance(31_000);
    expect(countdown()).not.toBeNull();
    fireEvent.keyDown(countdown()!, { key: 'Escape' });
    await advance(0);
    expect(countdown()).toBeNull();
  });

  it('at zero logs out once, then starts over when that is done', async () => {
    signInParticipant();
    let finish = () => {};
    const onTimeout = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithApp(<IdleLogout idleSeconds={60} onTimeout={onTimeout} />, fakeKioskServices().services);
    await advance(60_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(screen.getByText(m.idleLoggingOut)).toBeVisible();
    await advance(10_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);

    finish();
    await advance(0);
    expect(countdown()).toBeNull();
    await advance(60_000);
    expect(onTimeout).toHaveBeenCalledTimes(2);
  });

  it('counts reading an article in its own window as activity', async () => {
    signInParticipant();
    const { onTimeout } = renderIdle();
    await advance(10_000);
    act(() => store.set(openArticlesAtom, 1));
    await advance(10 * 60_000);
    expect(countdown()).toBeNull();
    act(() => store.set(openArticlesAtom, 0));
    await advance(29_000);
    expect(countdown()).toBeNull();
    await advance(31_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
