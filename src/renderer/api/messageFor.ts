import { apiErrorSchema, type ApiError } from '../../shared/api/errors';
import {
  isTranslatedErrorCode,
  translateServerError,
  type ServerErrorCode,
} from '../../shared/domain/serverErrors';
import { serverErrorsMessages } from '../../shared/messages/serverErrors';
import { validationMessages } from '../../shared/messages/validation';
import { isHttpError } from './http';

/** What one screen says differently from the rest; everything else reads the same everywhere. */
export interface MessageOverrides {
  /** Sentences for server codes, ahead of the shared catalog (a screen's own wording of a code). */
  codes?: Readonly<Partial<Record<ServerErrorCode, string>>>;
  /** Sentences for HTTP statuses, ahead of any code (a promo code's 404 says the code does not exist). */
  statuses?: Readonly<Record<number, string>>;
  /**
   * The server's own message for a code the catalog does not know: for every reply (true) or for these
   * statuses only. Off by default: a reply's raw text never reaches the user unless a screen asks for it.
   */
  serverMessage?: boolean | readonly number[];
  /** The sentence when nothing else applies: no reply (network, contract), or a reply without a known code. */
  fallback?: string;
}

/** Generic server validation codes (zod's, as the server reports them) and the catalog's sentence for each. */
const GENERIC_CODES: Readonly<Record<string, string>> = {
  'validation.email': validationMessages.emailInvalid,
  'validation.min': validationMessages.passwordTooShort,
  'validation.too_small': validationMessages.passwordTooShort,
};

/**
 * The sentence for one field's server error code: a catalog code is translated; 'validation.required'
 * and friends take the form's own message for that field; a sentence (the server may send one) is shown
 * as is; anything else becomes the generic error, so no raw code reaches the user.
 */
export function fieldMessageFor(code: string, requiredMessage?: string): string {
  if (isTranslatedErrorCode(code)) return translateServerError(code);
  if (requiredMessage && /^validation\.(required|filled|present)/.test(code)) return requiredMessage;
  const generic = GENERIC_CODES[code];
  if (generic) return generic;
  if (/\s/.test(code)) return code;
  return translateServerError(code);
}

/**
 * The first field's sentence of a reply's errors map, for a screen without that field: a catalog code or
 * a sentence the server wrote. A generic validation code says nothing without its field (a 'too small'
 * reads as a password rule only on a password field), so it leaves the screen's fallback.
 */
function firstFieldMessage(reply: ApiError | null): string | null {
  const code = Object.values(reply?.errors ?? {}).find((codes) => codes.length > 0)?.[0];
  if (code === undefined) return null;
  if (isTranslatedErrorCode(code)) return translateServerError(code);
  return /\s/.test(code) ? code : null;
}

/** The error reply inside a failed request, or null when the failure is no server reply (or not ours). */
export function serverReplyOf(error: unknown): ApiError | null {
  if (!isHttpError(error)) return null;
  const parsed = apiErrorSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** The sentence for a server's error reply with `status` (0: a reply a form already holds). */
export function replyMessageFor(
  reply: ApiError | null,
  status = 0,
  overrides: MessageOverrides = {},
): string {
  const {
    codes = {},
    statuses = {},
    serverMessage = false,
    fallback = serverErrorsMessages.generic,
  } = overrides;
  const byStatus = statuses[status];
  if (byStatus) return byStatus;
  const code = reply?.code ?? '';
  const own = Object.hasOwn(codes, code) ? codes[code as ServerErrorCode] : undefined;
  if (own) return own;
  if (isTranslatedErrorCode(code)) return translateServerError(code);
  const showServer = Array.isArray(serverMessage) ? serverMessage.includes(status) : serverMessage === true;
  if (showServer && reply?.message) return reply.message;
  return firstFieldMessage(reply) ?? fallback;
}

/**
 * The one sentence a person sees for any failed request: an HTTP error reply (its code through the shared
 * catalog, the server's message where the screen allows it, else its first field error), a reply that
 * breaks the contract (ContractError), or no reply
 * at all (an outage the hold did not ride out, a 503 whose retries ran out). The same reply reads the
 * same on every screen; `overrides` carries what a screen words its own way.
 */
export function messageFor(error: unknown, overrides: MessageOverrides = {}): string {
  if (!isHttpError(error)) return overrides.fallback ?? serverErrorsMessages.generic;
  return replyMessageFor(serverReplyOf(error), error.status, overrides);
}
