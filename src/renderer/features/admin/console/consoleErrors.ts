import { companyConsoleMessages as m } from '../../../../shared/messages/companyConsole';
import { errorCodeSentences } from '../../../../shared/messages/errorCodes';
import { messageFor } from '../../../api/messageFor';

const codes = {
  'company-course.has-answers': errorCodeSentences['company-course.has-answers'],
  'company-course.state': errorCodeSentences['company-course.state'],
  'company-course.not-found': errorCodeSentences['company-course.not-found'],
};

/** The sentence for a failed console call (the console's codes read as their catalog sentences). */
export const consoleMessageFor = (error: unknown, fallback: string = m.saveFailed): string =>
  messageFor(error, { codes, fallback });
