import { useEffect, useState } from 'react';
import { dashboardMessages } from '../../../shared/messages/dashboard';
import { noticeAtom, useAtom } from '../../state';
import { InlineAlert } from '../../ui';

/** A message another page left for the home (after a password reset), shown once. */
export function HomeNotice() {
  const [notice, setNotice] = useAtom(noticeAtom);
  const [shown] = useState(notice);
  useEffect(() => {
    if (notice) setNotice(null);
  }, [notice, setNotice]);
  if (shown !== 'passwordChanged') return null;
  return <InlineAlert tone="success">{dashboardMessages.passwordChanged}</InlineAlert>;
}
