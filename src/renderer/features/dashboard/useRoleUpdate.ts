import { useState } from 'react';
import type { Role } from '../../../shared/api/constants';
import { useAtomValue } from '../../state';
import { roleUpdateAtom } from './mutations';

/**
 * Sets the user's role. `pendingRole` is the role being saved, set at the moment of the choice (the
 * radio group shows it at once, not a render later when the mutation reports it); `failed` says the
 * last try failed.
 */
export function useRoleUpdate() {
  const mutation = useAtomValue(roleUpdateAtom);
  const [pendingRole, setPendingRole] = useState<Role | null>(null);
  const changeRole = async (role: Role): Promise<boolean> => {
    setPendingRole(role);
    try {
      await mutation.mutateAsync(role);
      return true;
    } catch {
      return false;
    } finally {
      setPendingRole(null);
    }
  };
  return { changeRole, pendingRole, failed: mutation.isError && pendingRole === null };
}
