import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { realtimeEventName, type RealtimeEvent } from '../../src/shared/api/constants';
import { verifyRealtimeToken } from './auth/realtimeToken';

export interface Realtime {
  /** Sends `event` on `channel` to every open connection of the user. */
  emit(userId: number, channel: string, event: RealtimeEvent, payload: unknown): void;
  close(): Promise<void>;
}

export const userRoom = (userId: number) => `user.${userId}`;

/** socket.io on the HTTP server's port; a connection authenticates with the user's realtime token. */
export function attachRealtime(server: HttpServer, secret: string, now: () => Date): Realtime {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: true } });
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const userId = typeof token === 'string' ? verifyRealtimeToken(token, secret, now()) : null;
    if (userId === null) return next(new Error('unauthenticated'));
    socket.data.userId = userId;
    return next();
  });
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId as number));
  });
  return {
    emit(userId, channel, event, payload) {
      io.to(userRoom(userId)).emit(realtimeEventName(channel, event), payload);
    },
    close: () => new Promise((resolve) => void io.close(() => resolve())),
  };
}

export const silentRealtime: Realtime = { emit: () => undefined, close: async () => undefined };
