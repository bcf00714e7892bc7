import { z } from 'zod/mini';
import { pathId } from './primitives';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const noParams = z.object({});
const noQuery = z.object({});
const noBody = z.union([z.undefined(), z.strictObject({})]);

/**
 * One call: its route name (resolved from the server's route table), method and the schemas of path
 * parameters, query, body and response. Client, server and tests share these.
 */
export interface CallDef<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  /** Non-idempotent calls carry an Idempotency-Key so a replay after a lost response is safe. */
  readonly idempotent: boolean;
}

export function defineCall<
  P extends z.ZodMiniType = typeof noParams,
  Q extends z.ZodMiniType = typeof noQuery,
  B extends z.ZodMiniType = typeof noBody,
  R extends z.ZodMiniType = z.ZodMiniType,
>(def: {
  name: string;
  method: HttpMethod;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  idempotent?: boolean;
}): CallDef<P, Q, B, R> {
  return {
    name: def.name,
    method: def.method,
    params: (def.params ?? noParams) as P,
    query: (def.query ?? noQuery) as Q,
    body: (def.body ?? noBody) as B,
    response: def.response,
    idempotent: def.idempotent ?? (def.method === 'GET' || def.method === 'PUT' || def.method === 'DELETE'),
  };
}

export type CallParams<C extends CallDef> = z.input<C['params']>;
export type CallQuery<C extends CallDef> = z.input<C['query']>;
export type CallBody<C extends CallDef> = z.input<C['body']>;
export type CallResponse<C extends CallDef> = z.output<C['response']>;

/** The reply of calls that only confirm. */
export const okSchema = z.object({ message: z.string().check(z.maxLength(500)) });
/** `user` path parameter: a numeric id or 'me'. */
export const userParam = z.union([z.literal('me'), pathId]);
