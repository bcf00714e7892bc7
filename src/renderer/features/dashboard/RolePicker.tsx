import { useState, type FormEvent } from 'react';
import { ROLES, type Role } from '../../../shared/api/constants';
import { dashboardMessages } from '../../../shared/messages/dashboard';
import { Button, Card, InlineAlert, RadioCard, RadioGroup } from '../../ui';
import { useRoleUpdate } from './useRoleUpdate';

const m = dashboardMessages;
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** A user without a role first chooses agent (Vertreter) or makler. */
export function RolePicker() {
  const { changeRole, pendingRole, failed } = useRoleUpdate();
  const [selected, setSelected] = useState<Role | null>(null);
  const [showMissing, setShowMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected) {
      setShowMissing(true);
      event.currentTarget.querySelector<HTMLElement>('input[type="radio"]')?.focus();
      return;
    }
    void changeRole(selected);
  };

  return (
    <Card title={m.chooseRoleTitle} as="section">
      <form className="dash-role-picker" onSubmit={submit} noValidate>
        <p className="dash-muted">{m.chooseRoleIntro}</p>
        {failed && <InlineAlert tone="error">{m.roleSwitchFailed}</InlineAlert>}
        <RadioGroup
          label={m.roleLabel}
          name="role"
          value={selected}
          onChange={(value) => {
            if (!isRole(value)) return;
            setSelected(value);
            setShowMissing(false);
          }}
          errorMessage={showMissing && !selected ? m.roleMissing : undefined}
        >
          {ROLES.map((role) => (
            <RadioCard
              key={role}
              value={role}
              label={m.roleNames[role]}
              description={m.roleDescriptions[role]}
            />
          ))}
        </RadioGroup>
        <Button type="submit" size="lg" isPending={pendingRole !== null}>
          {m.chooseRoleSubmit}
        </Button>
      </form>
    </Card>
  );
}
