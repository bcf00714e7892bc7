import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { COUNTRIES, type Country } from '../../../../shared/api/constants';
import { PATHS } from '../../../../shared/domain/paths';
import { readQueryParam } from '../../../../shared/domain/routing';
import { authMessages } from '../../../../shared/messages/auth';
import { impersonateMessages } from '../../../../shared/messages/impersonate';
import { countryAtom, useServices, useSetAtom } from '../../../state';
import { Spinner } from '../../../ui';
import { impersonate } from './requests';
import { LockscreenFrame } from './LockscreenLayout';
import './lockscreen.css';

const asCountry = (value: string | null): Country | null => COUNTRIES.find((c) => c === value) ?? null;

/** /impersonate?token=&country=: support signs in as a user with a one-time token. */
export function ImpersonatePage() {
  const services = useServices();
  const navigate = useNavigate();
  const { search } = useLocation();
  const setCountry = useSetAtom(countryAtom);
  const token = readQueryParam(search, 'token');
  const country = asCountry(readQueryParam(search, 'country'));
  const [failed, setFailed] = useState(false);
  // StrictMode runs effects twice in development; the one-time token must be sent only once.
  const started = useRef(false);

  useEffect(() => {
    if (!token || !country || started.current) return;
    started.current = true;
    setCountry(country);
    impersonate(services, token, country).then(
      (result) => {
        if (result.success) navigate(PATHS.app, { replace: true });
        else setFailed(true);
      },
      () => setFailed(true),
    );
  }, [token, country, services, setCountry, navigate]);

  let content;
  if (!token || !country) {
    content = <h1 className="auth-page__title">{impersonateMessages.noToken}</h1>;
  } else if (failed) {
    content = (
      <div role="alert" className="auth-page__header">
        <h1 className="auth-page__title">{impersonateMessages.failed}</h1>
        <p className="auth-page__intro">{impersonateMessages.tokenInvalid}</p>
      </div>
    );
  } else {
    content = (
      <>
        <h1 className="auth-page__title">{authMessages.impersonateTitle}</h1>
        <Spinner size="lg" label={authMessages.impersonateRunning} showLabel />
      </>
    );
  }

  return (
    <LockscreenFrame>
      <div className="auth-page">{content}</div>
    </LockscreenFrame>
  );
}
