import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiError } from '../../src/shared/api/errors';
import { TEXT_CHARACTERS_CODE } from '../../src/shared/api/primitives';
import { translateServerError } from '../../src/shared/domain/serverErrors';
import { messages } from '../../src/shared/messages.de';
import { isDatabaseUnavailable } from './db/database';

/** How long a client waits before repeating a request the database could not serve (a restart takes about this). */
export const UNAVAILABLE_RETRY_SECONDS = 1;

/** An error the client is meant to see: status, German message, optional SPEC §8 code and field errors. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }

  toBody(): ApiError {
    return {
      message: this.message,
      ...(this.code ? { code: this.code } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const INVALID_DATA = 'Die übermittelten Daten sind ungültig.';

/** An error carrying a SPEC §8 code, shown on the given fields. */
export const codedError = (status: number, code: string, fields: string[]) =>
  new HttpError(status, translateServerError(code), code, Object.fromEntries(fields.map((f) => [f, [code]])));

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
  return new HttpError(422, INVALID_DATA, 'validation', errors);
}

const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'Die Anfrage ist fehlerhaft.',
  404: 'Nicht gefunden.',
  413: 'Die Anfrage ist zu groß.',
  415: 'Dieses Datenformat wird nicht unterstützt.',
  429: 'Zu viele Anfragen. Bitte versuche es später erneut.',
};

/** No stack traces reach a client, and bad input never becomes a 500. */
export function installErrorHandler(app: FastifyInstance, spaFallback: boolean): void {
  app.setErrorHandler((error: FastifyError | HttpError | z.ZodError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).send(error.toBody());
    if (error instanceof z.ZodError) return reply.status(422).send(validationError(error).toBody());
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable; answered 503');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
        .send({ message: messages.requests.unavailable, code: 'service.unavailable' });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[status] ?? FRAMEWORK_MESSAGES[400]!;
      return reply.status(status).send({ message, code: 'code' in error ? error.code : undefined });
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
    return reply.status(404).send({ message: FRAMEWORK_MESSAGES[404] });
  });
}
