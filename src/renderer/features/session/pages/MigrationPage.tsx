import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MIGRATION_DELAY_MS } from '../../../../shared/api/constants';
import { PATHS } from '../../../../shared/domain/paths';
import { authMessages } from '../../../../shared/messages/auth';
import { navMessages } from '../../../../shared/messages/nav';
import { sessionMessages } from '../../../../shared/messages/session';
import { useServices } from '../../../state';
import { Button, Spinner } from '../../../ui';
import { logout } from '../sessionService';
import { LockscreenFrame } from './LockscreenLayout';
import { usePollUser } from './usePollUser';
import './lockscreen.css';

/** /migration: waits while the account moves; the guard lets the user on once `migrating` is false. */
export function MigrationPage() {
  const services = useServices();
  const navigate = useNavigate();
  const [delayed, setDelayed] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  usePollUser();

  useEffect(() => {
    const timer = window.setTimeout(() => setDelayed(true), MIGRATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const signOut = async () => {
    setLoggingOut(true);
    await logout(services);
    navigate(PATHS.root, { replace: true });
  };

  return (
    <LockscreenFrame>
      <div className="auth-page">
        <h1 className="auth-page__title">{authMessages.migrationTitle}</h1>
        <div className="auth-page__status">
          <Spinner size="lg" />
          {/* Polite live region: the delayed text is announced when it replaces the first one. */}
          <p className="auth-page__intro" role="status">
            {delayed ? sessionMessages.migrationDelayed : sessionMessages.migrationWaiting}
          </p>
        </div>
        <Button variant="secondary" fullWidth isPending={loggingOut} onPress={() => void signOut()}>
          {navMessages.logout}
        </Button>
      </div>
    </LockscreenFrame>
  );
}
