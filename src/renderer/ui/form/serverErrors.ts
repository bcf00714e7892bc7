import { apiErrorSchema, type ApiError } from '../../../shared/api/errors';
import { isServerErrorCode, translateServerError } from '../../../shared/domain/serverErrors';
import { serverErrorsMessages } from '../../../shared/messages/serverErrors';
import { validationMessages } from '../../../shared/messages/validation';
import { isHttpError } from '../../api/http';

/** Where a form shows messages that belong to no field (react-hook-form's root error namespace). */
export const FORM_ALERT = 'root.server';

/** Generic server validation codes (zod's, as the server reports them) and the catalog's sentence for each. */
const GENERIC_CODES: Readonly<Record<string, string>> = {
  'validation.email': validationMessages.emailInvalid,
  'validation.min': validationMessages.passwordTooShort,
  'validation.too_small': validationMessages.passwordTooShort,
};

/**
 * German message for one server field error. SPEC §8 codes are translated; 'validation.required' and
 * friends take the form's own message for that field; a sentence (the server may send one) is shown
 * as is; anything else becomes the generic error, so no raw code reaches the user.
 */
export function serverFieldMessage(code: string, requiredMessage?: string): string {
  if (isServerErrorCode(code)) return translateServerError(code);
  if (requiredMessage && /^validation\.(required|filled|present)/.test(code)) return requiredMessage;
  const generic = GENERIC_CODES[code];
  if (generic) return generic;
  if (/\s/.test(code)) return code;
  return translateServerError(code);
}

/** The error reply inside a failed request, or null when the failure is no server reply (or not ours). */
export function serverReplyOf(error: unknown): ApiError | null {
  if (!isHttpError(error)) return null;
  const parsed = apiErrorSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

export const hasErrorsMap = (reply: ApiError): boolean =>
  Object.values(reply.errors ?? {}).some((codes) => codes.length > 0);

export interface ReplyMessageOptions {
  /** Shows the server's own message when its code is none of SPEC §8's (forgot password); else generic. */
  serverMessage?: boolean | undefined;
}

/** The one message of a reply without an errors map: its code translated (SPEC §8). */
export function replyMessage(reply: ApiError, { serverMessage = false }: ReplyMessageOptions = {}): string {
  const code = reply.code ?? '';
  if (isServerErrorCode(code)) return translateServerError(code);
  if (serverMessage && reply.message) return reply.message;
  return serverErrorsMessages.generic;
}

/**
 * SPEC §5/§8: the first message of each field in the reply's errors map, keyed by field path. Codes
 * asking for a missing value read as the form's own required message for that field.
 */
export function errorsMapMessages(
  reply: ApiError,
  requiredMessages: Readonly<Record<string, string>>,
): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [field, codes] of Object.entries(reply.errors ?? {})) {
    const code = codes[0];
    if (code !== undefined) shown[field] = serverFieldMessage(code, requiredMessages[field]);
  }
  return shown;
}
