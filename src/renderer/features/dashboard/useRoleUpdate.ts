import { useState } from 'react';
import { updateUserCall } from '../../../shared/api/calls/account';
import type { Role } from '../../../shared/api/constants';
import { useServices } from '../../state/servicesContext';
import { useSetAtom } from '../../state/store';
import { sessionAtom } from '../session/sessionAtoms';
import { coursesResource, MY_COURSES } from '../courses/coursesResource';

/** Sets the user's role (SPEC §4: a role switch updates the role and refreshes the courses). */
export function useRoleUpdate() {
  const { api, resources } = useServices();
  const setSession = useSetAtom(sessionAtom);
  const [pendingRole, setPendingRole] = useState<Role | null>(null);
  const [failed, setFailed] = useState(false);

  const changeRole = async (role: Role): Promise<boolean> => {
    setPendingRole(role);
    setFailed(false);
    try {
      const user = await api.call(updateUserCall, { params: { user: 'me' }, body: { role } });
      setSession({ status: 'user', user });
      await resources.list(coursesResource, MY_COURSES).refresh();
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setPendingRole(null);
    }
  };
  return { changeRole, pendingRole, failed };
}
