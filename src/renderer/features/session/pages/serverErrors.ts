import type { ApiError } from '../../../../shared/api/errors';
import { translateServerError } from '../../../../shared/domain/serverErrors';
import { serverFieldMessage } from './useValidatedForm';

/**
 * SPEC §5/§8: an errors map in the reply is shown per field (first message of each); without one, the
 * reply's code lands on `fallbackFields` (or the form, key '').
 */
export function serverErrorsFor(
  data: ApiError,
  requiredMessages: Readonly<Record<string, string>>,
  fallbackFields: readonly string[] = [''],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, codes] of Object.entries(data.errors ?? {})) {
    const code = codes[0];
    if (code !== undefined) errors[field] = serverFieldMessage(code, requiredMessages[field]);
  }
  if (Object.keys(errors).length > 0) return errors;
  const message = translateServerError(data.code ?? '');
  for (const field of fallbackFields) errors[field] = message;
  return errors;
}
