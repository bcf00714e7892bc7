import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenDestroyCall } from '../../../shared/api/calls/session';
import { sessionAtom } from '../../state';
import { endParticipantSession, LOGOUT_WAIT_MS } from './participantSession';
import { fakeKiosk, fakeKioskServices, signInParticipant, signOutParticipant, store } from './testing';

beforeEach(() => signInParticipant());
afterEach(() => vi.useRealTimers());

describe('endParticipantSession', () => {
  it('logs out at the server, drops the token, then has main wipe the station', async () => {
    const kiosk = fakeKiosk();
    const { services, call, clearToken } = fakeKioskServices(kiosk);
    const order: string[] = [];
    call.mockImplementation(async () => void order.push('server logout'));
    clearToken.mockImplementation(async () => void order.push('token cleared'));
    kiosk.nextParticipant.mockImplementation(async () => void order.push('wipe'));

    await endParticipantSession(services, kiosk);
    expect(call).toHaveBeenCalledWith(tokenDestroyCall);
    expect(order).toEqual(['server logout', 'token cleared', 'wipe']);
    expect(store.get(sessionAtom)).toEqual({ status: 'visitor' });
  });

  it('wipes without waiting for a server that cannot be reached', async () => {
    vi.useFakeTimers();
    const kiosk = fakeKiosk();
    const { services, call } = fakeKioskServices(kiosk);
    call.mockImplementation(() => new Promise(() => {})); // held by the outage queue
    const done = endParticipantSession(services, kiosk);
    await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1);
    expect(kiosk.nextParticipant).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(kiosk.nextParticipant).toHaveBeenCalledTimes(1);
  });

  it('without a signed-in participant only wipes', async () => {
    signOutParticipant();
    const kiosk = fakeKiosk();
    const { services, call } = fakeKioskServices(kiosk);
    await endParticipantSession(services, kiosk);
    expect(call).not.toHaveBeenCalled();
    expect(kiosk.nextParticipant).toHaveBeenCalledTimes(1);
  });

  it('runs once for requests that overlap (idle timer and button at the same moment)', async () => {
    const kiosk = fakeKiosk();
    const { services, call } = fakeKioskServices(kiosk);
    await Promise.all([endParticipantSession(services, kiosk), endParticipantSession(services, kiosk)]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(kiosk.nextParticipant).toHaveBeenCalledTimes(1);

    await endParticipantSession(services, kiosk);
    expect(kiosk.nextParticipant).toHaveBeenCalledTimes(2);
  });

  it('passes on a failed wipe, and a later request tries again', async () => {
    const kiosk = fakeKiosk();
    const { services } = fakeKioskServices(kiosk);
    kiosk.nextParticipant.mockRejectedValueOnce(new Error('wipe failed'));
    await expect(endParticipantSession(services, kiosk)).rejects.toThrow('wipe failed');
    await endParticipantSession(services, kiosk);
    expect(kiosk.nextParticipant).toHaveBeenCalledTimes(2);
  });
});
