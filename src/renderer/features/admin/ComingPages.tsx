import { useOutletContext } from 'react-router-dom';
import type { AdminAccount } from '../../../shared/api/calls/admin';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { Card, PageHeader } from '../../ui';

/** The back office's start page; its figures come with the overview's own calls. */
export function OverviewPage() {
  const account = useOutletContext<AdminAccount>();
  return (
    <>
      <PageHeader title={m.overviewTitle} level={1} description={m.overviewWelcome(account.name)} />
      <Card>
        <p>{m.overviewComing}</p>
      </Card>
    </>
  );
}
