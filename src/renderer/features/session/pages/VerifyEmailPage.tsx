import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../../shared/domain/paths';
import { readQueryParam } from '../../../../shared/domain/routing';
import { authMessages } from '../../../../shared/messages/auth';
import { navMessages } from '../../../../shared/messages/nav';
import { serverErrorsMessages } from '../../../../shared/messages/serverErrors';
import { sessionMessages } from '../../../../shared/messages/session';
import { useServices, useAtomValue, currentUserAtom } from '../../../state';
import { Button, InlineAlert } from '../../../ui';
import { logout } from '../sessionService';
import { LockscreenFrame } from './LockscreenLayout';
import { resendVerification } from './requests';
import { usePollUser } from './usePollUser';
import './lockscreen.css';

type ResendState = 'idle' | 'pending' | 'sent' | 'failed';

/** /verify-email: a standalone realm, so it brings its own frame. */
export function VerifyEmailPage() {
  const services = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const user = useAtomValue(currentUserAtom);
  const [resend, setResend] = useState<ResendState>('idle');
  const [loggingOut, setLoggingOut] = useState(false);
  const linkInvalid = readQueryParam(search, 'status') === 'invalid';
  usePollUser();

  const requestAgain = async () => {
    setResend('pending');
    try {
      await resendVerification(services);
      setResend('sent');
    } catch {
      setResend('failed');
    }
  };

  const signOut = async () => {
    setLoggingOut(true);
    await logout(services);
    navigate(PATHS.root, { replace: true });
  };

  return (
    <LockscreenFrame>
      <div className="auth-page">
        <div className="auth-page__header">
          <h1 className="auth-page__title">{authMessages.verifyTitle}</h1>
          <p className="auth-page__intro">{sessionMessages.verifyEmail}</p>
        </div>
        {linkInvalid && resend !== 'sent' && (
          <InlineAlert tone="error">{authMessages.verifyLinkInvalid}</InlineAlert>
        )}
        {user && (
          <div>
            <p className="auth-page__intro">{authMessages.verifySentTo}</p>
            <p className="auth-page__email">{user.email}</p>
          </div>
        )}
        <p className="auth-page__intro">{authMessages.verifyNoMail}</p>
        {resend === 'sent' && <InlineAlert tone="success">{authMessages.verifyResent}</InlineAlert>}
        {resend === 'failed' && <InlineAlert tone="error">{serverErrorsMessages.generic}</InlineAlert>}
        <div className="auth-page__actions">
          <Button size="lg" fullWidth isPending={resend === 'pending'} onPress={() => void requestAgain()}>
            {sessionMessages.resendVerification}
          </Button>
          <Button variant="secondary" fullWidth isPending={loggingOut} onPress={() => void signOut()}>
            {navMessages.logout}
          </Button>
        </div>
      </div>
    </LockscreenFrame>
  );
}
