import { describe, expect, it, vi } from 'vitest';
import { SOCKET_RECONNECT } from '../../shared/api/constants';
import { createRealtimeClient, socketEndpoint } from './realtime';
import { fakePlatform, fakeSocketServer, settle } from './testing';

function setup() {
  const net = fakePlatform();
  const { connect, sockets, socket } = fakeSocketServer();
  const realtime = createRealtimeClient(net.platform, connect);
  return { ...net, realtime, connect, sockets, socket };
}

describe('realtime socket', () => {
  it('is created only once there is a token, on the API host, with the shared reconnect settings', async () => {
    const { realtime, connect, sockets, socket } = setup();
    realtime.setToken(null);
    await settle();
    expect(connect).not.toHaveBeenCalled();

    realtime.setToken('jwt-1');
    await settle();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.uri).toBe('https://quiz.example');
    expect(socket().options).toMatchObject({
      path: '/socket.io',
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20000,
    });
    expect(socket().options).toMatchObject(SOCKET_RECONNECT);
    socket().attempt('connect');
    expect(socket().sentAuth).toEqual([{ token: 'jwt-1' }]);
  });

  it('authenticates each reconnect with the newest token without opening a second socket', async () => {
    const { realtime, connect, socket } = setup();
    realtime.setToken('jwt-1');
    await settle();
    realtime.setToken('jwt-2');
    await settle();
    socket().attempt('connect');
    expect(connect).toHaveBeenCalledTimes(1);
    expect(socket().sentAuth).toEqual([{ token: 'jwt-2' }]);
  });

  it('reports the network down on a connect error', async () => {
    const { realtime, socket, reportDown } = setup();
    realtime.setToken('jwt-1');
    await settle();
    socket().attempt('network-error');
    expect(reportDown).toHaveBeenCalledTimes(1);
  });

  it('waits for a fresh token when the server refuses one, instead of reporting an outage', async () => {
    const { realtime, socket, reportDown } = setup();
    realtime.setToken('expired');
    await settle();
    socket().attempt('refused');
    expect(reportDown).not.toHaveBeenCalled();
    realtime.setToken('expired');
    expect(socket().connect).not.toHaveBeenCalled();
    realtime.setToken('fresh');
    expect(socket().connect).toHaveBeenCalledTimes(1);
  });

  it('delivers channel events to their subscribers until they unsubscribe', async () => {
    const { realtime, socket } = setup();
    const created = vi.fn();
    const updated = vi.fn();
    const stopCreated = realtime.subscribe('users.1.courses', 'created', created);
    realtime.subscribe('users.1.courses', 'updated', updated);
    realtime.setToken('jwt-1');
    await settle();
    socket().serverEmit('users.1.courses.created', { id: 4 });
    socket().serverEmit('users.2.courses.created', { id: 5 });
    stopCreated();
    socket().serverEmit('users.1.courses.created', { id: 6 });
    socket().serverEmit('users.1.courses.updated', { id: 4 });
    expect(created.mock.calls).toEqual([[{ id: 4 }]]);
    expect(updated.mock.calls).toEqual([[{ id: 4 }]]);
  });

  it('tells reconnect listeners when the socket is back after a drop, not on the first connect', async () => {
    const { realtime, socket } = setup();
    const listener = vi.fn();
    realtime.onReconnect(listener);
    realtime.setToken('jwt-1');
    await settle();
    socket().attempt('connect');
    expect(listener).not.toHaveBeenCalled();
    socket().attempt('connect');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('closes on logout, keeps subscriptions for the next user and opens a new socket then', async () => {
    const { realtime, sockets, socket } = setup();
    const handler = vi.fn();
    realtime.subscribe('news', 'created', handler);
    realtime.setToken('jwt-1');
    await settle();
    const first = socket();
    realtime.setToken(null);
    expect(first.disconnect).toHaveBeenCalled();

    realtime.setToken('jwt-2');
    await settle();
    expect(sockets).toHaveLength(2);
    socket().serverEmit('news.created', { id: 1 });
    expect(handler).toHaveBeenCalledWith({ id: 1 });
  });

  it('opens the socket once the network is back when it could not be set up (library not loaded)', async () => {
    const { realtime, connect, platform, goOffline, goOnline } = setup();
    const apiBaseUrl = platform.apiBaseUrl;
    platform.apiBaseUrl = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    realtime.setToken('jwt-1');
    await settle();
    expect(connect).not.toHaveBeenCalled();

    platform.apiBaseUrl = apiBaseUrl;
    goOffline();
    goOnline();
    await settle();
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('does not open a socket when the user logged out while it was being set up', async () => {
    const { realtime, connect } = setup();
    realtime.setToken('jwt-1');
    realtime.setToken(null);
    await settle();
    expect(connect).not.toHaveBeenCalled();
  });
});

describe('socketEndpoint', () => {
  it('puts the socket beside the API path', () => {
    expect(socketEndpoint('https://quiz.example/api')).toEqual({
      origin: 'https://quiz.example',
      path: '/socket.io',
    });
    expect(socketEndpoint('/api', 'http://localhost:3000/app/dashboard')).toEqual({
      origin: 'http://localhost:3000',
      path: '/socket.io',
    });
    expect(socketEndpoint('https://host.example/quiz/api/')).toEqual({
      origin: 'https://host.example',
      path: '/quiz/socket.io',
    });
  });
});
