import type { ApiError } from '../../../shared/api/errors';
import { FORM_ALERT, serverReplyOf } from '../../ui/form';

/** What a desk form needs to show a refused save. */
interface DeskForm {
  applyServerReply: (reply: ApiError) => unknown;
  setError: (name: typeof FORM_ALERT, error: { message: string }) => void;
}

/**
 * A refused save in a back-office form: a reply's field errors at their fields, anything else (a refusal
 * of the whole write, no answer) on the form's alert as the desk's sentence.
 */
export function showSaveError(form: DeskForm, error: unknown, sentence: (error: unknown) => string): void {
  const reply = serverReplyOf(error);
  if (reply?.errors && Object.keys(reply.errors).length > 0) form.applyServerReply(reply);
  else form.setError(FORM_ALERT, { message: sentence(error) });
}
