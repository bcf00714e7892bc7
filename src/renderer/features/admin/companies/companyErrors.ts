import { companyDeskMessages as m } from '../../../../shared/messages/companyDesk';
import { errorCodeSentences } from '../../../../shared/messages/errorCodes';
import { messageFor } from '../../../api/messageFor';

const codes = {
  'company.short-name-taken': errorCodeSentences['company.short-name-taken'],
  'company-admin.email-taken': errorCodeSentences['company-admin.email-taken'],
  'invitation.invalid': errorCodeSentences['invitation.invalid'],
};

/** The sentence for a failed companies call (the desk's codes read as their catalog sentences). */
export const companyMessageFor = (error: unknown, fallback: string = m.saveFailed): string =>
  messageFor(error, { codes, fallback });
