import { z } from 'zod/mini';

/**
 * Every error reply of the server: a message, an optional machine code and, for validation failures (HTTP
 * 422), an errors map from field name to codes or messages.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const HTTP = {
  ok: 200,
  created: 201,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unprocessable: 422,
  tooManyRequests: 429,
} as const;

/**
 * Idempotency header for non-idempotent calls (beyond the original product: replay after a lost response is
 * safe).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Response header naming the realtime channel of a resource. */
export const SOCKET_EVENT_HEADER = 'x-socket-event';
