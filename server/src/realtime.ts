import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { realtimeEventName, type RealtimeEvent } from '../../src/shared/api/constants';
import { verifyRealtimeToken, type RealtimeClaims } from './auth/realtimeToken';
import { isSessionLive } from './auth/sessions';
import { adminSocketViewer, type AdminSocketViewer } from './admin/sessions';
import { mayWatchCourse } from './companies/results';
import { COMPANY_COURSE_JOIN, companyCourseChannel } from '../../src/shared/api/calls/companyResults';
import type { Db } from './db/database';
import { ErrorCode } from './errors';

export interface Realtime {
  /** Sends `event` on `channel` to every open connection of the user. */
  emit(userId: number, channel: string, event: RealtimeEvent, payload: unknown): void;
  /** Closes the connections opened with the session's token (logout). */
  disconnectSession(sessionId: number): void;
  /** Closes every connection of the user but those of `keepSession` (new password, deleted account). */
  disconnectUser(userId: number, keepSession?: number): void;
  /**
   * Tells the back-office sockets watching a company course that its participants changed
   * (docs/product-rules.md#company-results).
   */
  emitCompanyCourse(courseId: number): void;
  close(): Promise<void>;
}

export const userRoom = (userId: number) => `user.${userId}`;
export const sessionRoom = (sessionId: number) => `session.${sessionId}`;
export const companyCourseRoom = (courseId: number) => `company-course.${courseId}`;

/** The desktop app's pages come from this origin (src/main/origin.ts); the web app is same-origin. */
const DESKTOP_ORIGIN = 'app://bundle';

export interface RealtimeOptions {
  secret: string;
  db: Db;
  clock: () => Date;
  /** The server's public origin; with the desktop app's, the only cross-origin callers answered. */
  publicUrl: string;
  /**
   * PostgreSQL shared by every instance: events then travel between them (LISTEN/NOTIFY), so a user
   * connected to any instance gets every event. Without it (PGlite) events reach this process only.
   */
  postgresUrl?: string | undefined;
  /** Where adapter errors go (the server's log). */
  logError?: (error: unknown) => void;
}

interface ClusterLink {
  adapter: ReturnType<typeof createAdapter>;
  /** Releases the LISTEN connection (also one still being opened) and ends the adapter's pool. */
  close(): Promise<void>;
}

/**
 * The postgres adapter on a small pool of its own. Its LISTEN connection is taken from the pool and only
 * given back by the adapter's close; one that is still connecting when the server closes would never be
 * given back, and ending the pool would wait for it forever. So every connection the adapter takes is
 * tracked: at close each is destroyed, and one that arrives after close is destroyed at once and never
 * handed to the adapter (whose reconnect timer is cleared by its own close).
 */
function clusterLink(connectionString: string, logError: (error: unknown) => void): ClusterLink {
  const pool = new pg.Pool({ connectionString, max: 4, application_name: 'quiz-realtime' });
  // An idle client that loses its server would otherwise throw from the pool's 'error' event.
  pool.on('error', (error) => logError(error));
  const taken = new Set<pg.PoolClient>();
  let closed = false;
  const tracked = {
    connect: async () => {
      const client = await pool.connect();
      if (closed) {
        client.release(true);
        return new Promise<never>(() => undefined);
      }
      // The LISTEN connection is checked out for good: its errors (a database restart) are its own
      // 'error' events, which would end the process unheard; the adapter reconnects by itself.
      client.on('error', (error) => {
        if (!closed) logError(error);
      });
      const release = client.release.bind(client);
      client.release = (destroy?: boolean | Error) => {
        taken.delete(client);
        release(destroy);
      };
      taken.add(client);
      return client;
    },
    query: (...args: Parameters<pg.Pool['query']>) =>
      closed ? Promise.reject(new Error('realtime closed')) : pool.query(...args),
  };
  const adapter = createAdapter(tracked as unknown as pg.Pool, {
    errorHandler: (error) => {
      if (!closed) logError(error);
    },
  });
  return {
    adapter,
    async close() {
      closed = true;
      for (const client of [...taken]) {
        client.removeAllListeners('end');
        client.release(true);
      }
      await pool.end();
    },
  };
}

/**
 * socket.io on the HTTP server's port. A connection authenticates with the realtime token of a session
 * that still exists, and joins the rooms of its user and its session, so ending a session can close it.
 */
export function attachRealtime(server: HttpServer, options: RealtimeOptions): Realtime {
  const cluster = options.postgresUrl
    ? clusterLink(options.postgresUrl, options.logError ?? (() => undefined))
    : null;
  const io = new Server(server, {
    ...(cluster ? { adapter: cluster.adapter } : {}),
    path: '/socket.io',
    serveClient: false,
    // Never echo an arbitrary Origin: only ours and the desktop app's get CORS headers.
    cors: { origin: [new URL(options.publicUrl).origin, DESKTOP_ORIGIN] },
  });
  const live = (claims: RealtimeClaims) => isSessionLive(options.db, claims, options.clock());

  const adminLive = (token: string) => adminSocketViewer(options.db, token, options.clock());

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const adminToken: unknown = socket.handshake.auth?.admin;
    // A back-office socket: its admin session's token, live; it joins only the rooms it asks for and may watch.
    if (typeof adminToken === 'string' && token === undefined) {
      void (async () => {
        const viewer = adminToken.length <= 2_000 ? await adminLive(adminToken) : null;
        if (!viewer) return next(new Error(ErrorCode.unauthenticated));
        socket.data.admin = adminToken;
        return next();
      })().catch(() => next(new Error('unavailable')));
      return;
    }
    void (async () => {
      const claims =
        typeof token === 'string' && token.length <= 2_000
          ? await verifyRealtimeToken(token, options.secret, options.clock())
          : null;
      if (!claims || !(await live(claims))) return next(new Error(ErrorCode.unauthenticated));
      socket.data.claims = claims;
      return next();
    })().catch(() => next(new Error('unavailable')));
  });
  io.on('connection', (socket: Socket) => {
    if (typeof socket.data.admin === 'string') {
      const adminToken = socket.data.admin as string;
      socket.on(COMPANY_COURSE_JOIN, (payload: unknown, ack: unknown) => {
        const reply =
          typeof ack === 'function' ? (ack as (answer: { ok: boolean }) => void) : () => undefined;
        const course = (payload as { course?: unknown } | null)?.course;
        if (!Number.isSafeInteger(course) || (course as number) <= 0) return reply({ ok: false });
        void (async () => {
          // Checked on every join: the session must still be live and the course one the account may watch.
          const viewer: AdminSocketViewer | null = await adminLive(adminToken);
          if (!viewer) {
            socket.disconnect(true);
            return;
          }
          const allowed = await mayWatchCourse(options.db, viewer, course as number);
          if (allowed) await socket.join(companyCourseRoom(course as number));
          reply({ ok: allowed });
        })().catch(() => reply({ ok: false }));
      });
      return;
    }
    const claims = socket.data.claims as RealtimeClaims;
    void socket.join([userRoom(claims.userId), sessionRoom(claims.sessionId)]);
    // The session may have ended between the check above and joining its room, when disconnecting the
    // room could not reach this socket yet: look once more now that it can.
    void live(claims)
      .then((alive) => alive || socket.disconnect(true))
      .catch(() => socket.disconnect(true));
  });
  return {
    emit(userId, channel, event, payload) {
      io.to(userRoom(userId)).emit(realtimeEventName(channel, event), payload);
    },
    disconnectSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    disconnectUser(userId, keepSession) {
      const sockets = io.in(userRoom(userId));
      (keepSession === undefined ? sockets : sockets.except(sessionRoom(keepSession))).disconnectSockets(
        true,
      );
    },
    emitCompanyCourse(courseId) {
      io.to(companyCourseRoom(courseId)).emit(realtimeEventName(companyCourseChannel(courseId), 'updated'), {
        course: courseId,
      });
    },
    async close() {
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await cluster?.close();
    },
  };
}

export const silentRealtime: Realtime = {
  emit: () => undefined,
  disconnectSession: () => undefined,
  disconnectUser: () => undefined,
  emitCompanyCourse: () => undefined,
  close: async () => undefined,
};
