import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { CallDef, CallResponse } from '../../../src/shared/api/call';
import type { ZiggyTable } from '../../../src/shared/api/ziggy';
import { HttpError, parseOrThrow, ErrorCode } from '../errors';
import { authenticate, type AuthUser } from '../auth/authenticate';
import { authenticateAdmin, type AdminAuth } from '../admin/sessions';
import type { AdminRole } from '../../../src/shared/api/constants';
import type { Context } from '../context';
import type { Db } from '../db/database';
import {
  readIdempotencyKey,
  requestFingerprint,
  runOnce,
  runOnceInTransaction,
  type IdempotencyMode,
  type StoredReply,
} from '../idempotency/idempotency';

/** Set on a reply that repeats the stored reply of an earlier request with the same Idempotency-Key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** 'admin': a back-office session (its own tokens), of one of the route's `roles`. */
export type Auth = 'none' | 'optional' | 'user' | 'admin';

export interface CallInput<C extends CallDef, A extends Auth> {
  params: z.output<C['params']>;
  query: z.output<C['query']>;
  body: z.output<C['body']>;
  user: A extends 'user' ? AuthUser : A extends 'admin' ? null : AuthUser | null;
  /** The back-office account of an 'admin' route. */
  admin: A extends 'admin' ? AdminAuth : null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The call's transaction where the route asks for one (`transaction: true`), else the database. */
  tx: Db;
  /** Work that must wait until the call's effect is committed (mails, realtime events); errors are logged. */
  afterCommit: (work: () => Promise<unknown>) => void;
}

export interface RouteEntry {
  name: string;
  uri: string;
  methods: string[];
  parameters: string[];
  auth: Auth;
}

/** The server's named routes; /app/init hands them to the client as a ziggy route table. */
export class RouteRegistry {
  private readonly entries = new Map<string, RouteEntry>();

  add(name: string, method: string, uri: string, auth: Auth): void {
    if (this.entries.has(name)) throw new Error(`route ${name} registered twice`);
    const parameters = [...uri.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const methods = method === 'GET' ? ['GET', 'HEAD'] : [method];
    this.entries.set(name, { name, uri, methods, parameters, auth });
  }

  /**
   * Second names of routes, for names the product's original route table uses: only in the table clients
   * resolve.
   */
  private readonly aliases = new Map<string, string>();

  /** A second name for a registered route in the route table; the route itself stays one route. */
  alias(name: string, of: string): void {
    if (!this.entries.has(of)) throw new Error(`route ${of} is not registered`);
    if (this.entries.has(name) || this.aliases.has(name)) throw new Error(`route ${name} registered twice`);
    this.aliases.set(name, of);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** Every route with its method, path and how it authenticates (the tests walk all of them). */
  list(): RouteEntry[] {
    return [...this.entries.values()];
  }

  ziggy(publicUrl: string): ZiggyTable {
    const url = new URL(publicUrl);
    const routes: ZiggyTable['routes'] = {};
    const named = [
      ...this.entries,
      ...[...this.aliases].map(([name, of]) => [name, this.entries.get(of)!] as const),
    ];
    for (const [name, entry] of named) {
      routes[name] = {
        uri: entry.uri,
        methods: entry.methods,
        ...(entry.parameters.length ? { parameters: entry.parameters } : {}),
      };
    }
    return { url: url.origin, port: url.port ? Number(url.port) : null, defaults: {}, routes };
  }
}

export interface RouteOptions<A extends Auth> {
  auth: A;
  /** Who may call an 'admin' route (docs/product-rules.md#back-office): any other role gets 403. */
  roles?: A extends 'admin' ? readonly AdminRole[] : never;
  routeOptions?: RouteShorthandOptions;
  /**
   * Non-idempotent calls require the Idempotency-Key header unless this says 'optional' (for clients
   * that predate it); a call the contract marks idempotent ignores the header.
   */
  idempotencyKey?: IdempotencyMode;
  /**
   * The handler's writes, the Idempotency-Key and the stored reply commit in one transaction (orders:
   * a process that dies after the commit must never let a retry charge again).
   */
  transaction?: boolean;
}

/**
 * Registers one call of the shared contract under `uri` (ziggy style, e.g. `api/users/{user}`):
 * input parsed with the call's schemas (422 on failure), `user: 'me'` resolved to the signed-in user
 * and any other user id refused, the reply checked against the response schema before it leaves. A
 * call the contract marks non-idempotent runs once per Idempotency-Key; repeats get the stored reply.
 */
export function defineRoute<C extends CallDef, A extends Auth>(
  app: FastifyInstance,
  ctx: Context,
  call: C,
  uri: string,
  options: RouteOptions<A>,
  handler: (input: CallInput<C, A>) => Promise<CallResponse<C>>,
): void {
  if (options.auth === 'admin' && !options.roles?.length)
    throw new Error(`admin route ${call.name} names no role`);
  ctx.routes.add(call.name, call.method, uri, options.auth);
  const path = '/' + uri.replace(/\{(\w+)\}/g, ':$1');
  app.route({
    method: call.method,
    url: path,
    ...options.routeOptions,
    handler: async (request, reply) => {
      const isAdmin = options.auth === 'admin';
      const admin = isAdmin ? await authenticateAdmin(ctx, request) : null;
      if (admin && !options.roles?.includes(admin.role)) throw new HttpError(ErrorCode.forbidden);
      const user =
        options.auth === 'none' || isAdmin ? null : await authenticate(ctx, request, options.auth === 'user');
      const rawParams = { ...(request.params as Record<string, string>) };
      // A signed-in user reaches only their own resources: 'me' or their own id.
      if (options.auth !== 'none' && 'user' in rawParams) {
        if (!user || (rawParams.user !== 'me' && rawParams.user !== String(user.id))) {
          throw new HttpError(ErrorCode.forbidden);
        }
        rawParams.user = String(user.id);
      }
      const params = parseOrThrow(call.params, rawParams, 'params');
      const query = parseOrThrow(call.query, request.query ?? {});
      const body = parseOrThrow(call.body, request.body ?? undefined);
      const after: (() => Promise<unknown>)[] = [];
      const execute = async (tx: Db): Promise<StoredReply | null> => {
        const input = {
          params,
          query,
          body,
          user,
          admin,
          request,
          reply,
          tx,
          afterCommit: (w: () => Promise<unknown>) => after.push(w),
        };
        const result = await handler(input as unknown as CallInput<C, A>);
        if (reply.sent) return null;
        const checked = call.response.safeParse(result);
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues, route: call.name },
            'reply does not match contract',
          );
          throw new Error(`reply of ${call.name} does not match its schema`);
        }
        return { status: reply.statusCode, body: checked.data };
      };

      const key = call.idempotent ? null : readIdempotencyKey(request, options.idempotencyKey ?? 'required');
      const scope = key && {
        userId: user?.id ?? 0,
        key,
        route: call.name,
        fingerprint: requestFingerprint(params, query, body),
      };
      const outcome = options.transaction
        ? scope
          ? await runOnceInTransaction(ctx, scope, execute)
          : await ctx.db.transaction(execute)
        : scope
          ? await runOnce(ctx, scope, () => execute(ctx.db))
          : await execute(ctx.db);
      // The reply goes first; the work after the commit (documents, mail, events) follows it, in order.
      if (outcome) {
        if ('replayed' in outcome && outcome.replayed) void reply.header(REPLAYED_HEADER, 'true');
        void reply.status(outcome.status).send(outcome.body);
      }
      if (after.length > 0) {
        ctx.afterReply.run(async () => {
          for (const work of after) {
            await work().catch((error: unknown) =>
              request.log.error({ err: error, route: call.name }, 'work after the commit failed'),
            );
          }
        });
      }
      return reply;
    },
  });
}
