import type { ApiError } from '../../../shared/api/errors';
import { fieldMessageFor, replyMessageFor, serverReplyOf } from '../../api/messageFor';

// The sentences come from the one error mapper beside the HTTP client (api/messageFor.ts); this file
// only spreads a reply over a form's fields.
export { serverReplyOf };

/** Where a form shows messages that belong to no field (react-hook-form's root error namespace). */
export const FORM_ALERT = 'root.server';

/** German message for one server field error (api/messageFor.ts `fieldMessageFor`). */
export const serverFieldMessage = fieldMessageFor;

export const hasErrorsMap = (reply: ApiError): boolean =>
  Object.values(reply.errors ?? {}).some((codes) => codes.length > 0);

export interface ReplyMessageOptions {
  /** Shows the server's own message when its code is none of the catalog's (forgot password); else generic. */
  serverMessage?: boolean | undefined;
}

/** The one message of a reply without an errors map: its code translated, as on every other screen. */
export const replyMessage = (reply: ApiError, { serverMessage = false }: ReplyMessageOptions = {}): string =>
  replyMessageFor(reply, 0, { serverMessage });

/**
 * The first message of each field in the reply's errors map, keyed by field path. Codes asking for a missing
 * value read as the form's own required message for that field.
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
