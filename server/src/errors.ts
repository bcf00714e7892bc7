import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiError } from '../../src/shared/api/errors';
import { TEXT_CHARACTERS_CODE } from '../../src/shared/api/primitives';
import { ErrorCode, SERVER_ERRORS, type ServerErrorCode } from '../../src/shared/domain/serverErrors';
import { errorCodeSentences } from '../../src/shared/messages/errorCodes';
import { messages } from '../../src/shared/messages.de';
import { isDatabaseUnavailable } from './db/database';

/** The server's error codes by name, beside HttpError, which takes them. */
export { ErrorCode };

/** How long a client waits before repeating a request the database could not serve (a restart takes about this). */
export const UNAVAILABLE_RETRY_SECONDS = 1;

/**
 * Codes whose reply may name what is missing in a sentence of its own (the resource's catalog message,
 * e.g. 'Diesen Kurs gibt es nicht.'); every other code's message is the catalog's sentence for it.
 */
export type NamedMessageCode = Extract<ServerErrorCode, 'not_found' | 'validation.exists'>;

/**
 * An error the client is meant to see: a code of the shared union, sent with that code's status and its
 * German message, and field errors.
 */
export class HttpError extends Error {
  readonly status: number;
  /** Seconds the client should wait before repeating (the Retry-After header of a 429 or 503). */
  retryAfterSeconds?: number;

  constructor(code: ServerErrorCode, errors?: Record<string, string[]>);
  constructor(code: NamedMessageCode, errors: Record<string, string[]> | undefined, message: string);
  constructor(
    readonly code: ServerErrorCode,
    readonly errors?: Record<string, string[]>,
    message?: string,
  ) {
    super(message ?? errorCodeSentences[code]);
    this.status = SERVER_ERRORS[code];
  }

  /** This error with a Retry-After of the time until `until`, at least a second. */
  retryAt(until: Date, now: Date): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    return this;
  }

  /** A code sent with another status than its own: the framework's refusals, a booking's unknown category. */
  static withStatus(status: number, code: ServerErrorCode): HttpError {
    return Object.assign(new HttpError(code), { status });
  }

  toBody(): ApiError {
    return {
      message: this.message,
      code: this.code,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const INVALID_DATA = errorCodeSentences.validation;

/** An error whose code is also shown on the given fields (the form marks each of them). */
export const codedError = (code: ServerErrorCode, fields: string[]) =>
  new HttpError(code, Object.fromEntries(fields.map((f) => [f, [code]])));

/** A code per failed check, the way the client's catalog translates them (validation.required, ...). */
function issueCode(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.type';
    case 'too_small':
      return issue.minimum === 1 && issue.origin === 'string' ? 'validation.required' : 'validation.min';
    case 'too_big':
      return 'validation.max';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.format';
    case 'unrecognized_keys':
      return 'validation.unknown';
    case 'custom':
      // The client shows a sentence in the errors map as it is; this one has no form message of its own.
      return issue.message === TEXT_CHARACTERS_CODE
        ? messages.validation.invalidCharacters
        : 'validation.invalid';
    default:
      return 'validation.invalid';
  }
}

/**
 * A body that fits none of a union's shapes (login or impersonation, the user update) reports the
 * issues of the shape it came closest to, so the form still learns which field is wrong.
 */
function flatten(
  issues: readonly z.core.$ZodIssue[],
  path: PropertyKey[] = [],
): [PropertyKey[], z.core.$ZodIssue][] {
  return issues.flatMap((issue) => {
    const at = [...path, ...issue.path];
    if (issue.code !== 'invalid_union' || !issue.errors.length)
      return [[at, issue] as [PropertyKey[], z.core.$ZodIssue]];
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return flatten(closest, at);
  });
}

export function validationError(error: z.ZodError, prefix?: string): HttpError {
  const errors: Record<string, string[]> = {};
  for (const [path, issue] of flatten(error.issues)) {
    const field = [prefix, ...path.map(String)].filter(Boolean).join('.') || 'body';
    (errors[field] ??= []).push(issueCode(issue));
  }
  return new HttpError(ErrorCode.validation, errors);
}

/** The value as `schema` reads it, or the 422 of a validation error naming the fields (`prefix.field`). */
export function parseOrThrow<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
  prefix?: string,
): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw validationError(result.error, prefix);
  return result.data;
}

/** The framework's own refusals (broken JSON, too large, wrong content type), by status. */
const FRAMEWORK_CODES: Record<number, ServerErrorCode> = {
  400: ErrorCode.requestMalformed,
  404: ErrorCode.notFound,
  413: ErrorCode.requestTooLarge,
  415: ErrorCode.requestMediaType,
  429: ErrorCode.requestTooMany,
};

/** No stack traces reach a client, and bad input never becomes a 500. */
export function installErrorHandler(app: FastifyInstance, spaFallback: boolean): void {
  app.setErrorHandler((error: FastifyError | HttpError | z.ZodError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(error.toBody());
    }
    if (error instanceof z.ZodError) return reply.status(422).send(validationError(error).toBody());
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable; answered 503');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
        .send(new HttpError(ErrorCode.serviceUnavailable).toBody());
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(HttpError.withStatus(status, FRAMEWORK_CODES[status] ?? ErrorCode.requestMalformed).toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Es ist ein interner Fehler aufgetreten.' });
  });
  // Client routes such as /app/dashboard are the web app's: they get index.html, the API gets JSON.
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/socket.io');
    if (spaFallback && isPage)
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    return reply.status(404).send({ message: errorCodeSentences.not_found });
  });
}
