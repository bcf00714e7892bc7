import { ROLES, type Role } from '../../../shared/api/constants';
import { dashboardMessages } from '../../../shared/messages/dashboard';
import { InlineAlert, RadioCard, RadioGroup, Spinner } from '../../ui';
import { useRoleUpdate } from './useRoleUpdate';

const m = dashboardMessages;
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/**
 * The role switcher of a user who has a role. Choosing the other role saves it at once and reloads the
 * courses; the group is read-only meanwhile (not disabled, which would drop the keyboard
 * focus), so the choice cannot race itself.
 */
export function RoleSwitcher({ role }: { role: Role }) {
  const { changeRole, pendingRole, failed } = useRoleUpdate();
  return (
    <div className="dash-role-switcher">
      <RadioGroup
        label={m.roleLabel}
        name="role"
        orientation="horizontal"
        value={pendingRole ?? role}
        isReadOnly={pendingRole !== null}
        onChange={(value) => {
          if (isRole(value) && value !== role) void changeRole(value);
        }}
      >
        {ROLES.map((option) => (
          <RadioCard key={option} value={option} label={m.roleNames[option]} />
        ))}
      </RadioGroup>
      {pendingRole !== null && <Spinner size="sm" className="dash-role-switcher__spinner" />}
      {failed && <InlineAlert tone="error">{m.roleSwitchFailed}</InlineAlert>}
    </div>
  );
}
