import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../shared/domain/paths';
import { errorScreenMessages } from '../../shared/messages/errorScreen';
import { currentUserAtom, useAtomValue } from '../state';
import { Button, PageHeader } from '../ui';
import { isTestErrorKind, TEST_ERRORS, type TestErrorKind } from './testErrors';

const m = errorScreenMessages;

/**
 * The developer options' 'test error reporting', for accounts with the developer flag only: /app/dev/crash
 * offers both kinds of crash, and ?kind=render|promise triggers one at once (for tests).
 */
export function DevCrashPage() {
  const user = useAtomValue(currentUserAtom);
  const [params] = useSearchParams();
  const requested = params.get('kind');
  const [kind, setKind] = useState<TestErrorKind | null>(isTestErrorKind(requested) ? requested : null);

  useEffect(() => {
    // Deliberately unhandled: the global handler must catch it.
    if (kind === 'promise' && user?.developer) void Promise.reject(new Error(TEST_ERRORS.promise));
  }, [kind, user?.developer]);

  if (!user?.developer) return <Navigate to={PATHS.app} replace />;
  if (kind === 'render') throw new Error(TEST_ERRORS.render);
  return (
    <PageHeader
      title={m.devTestTitle}
      actions={
        <>
          <Button variant="secondary" onPress={() => setKind('render')}>
            {m.devThrowRender}
          </Button>
          <Button variant="secondary" onPress={() => setKind('promise')}>
            {m.devRejectPromise}
          </Button>
        </>
      }
    />
  );
}
