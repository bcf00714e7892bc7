import type { UserCourse } from '../../../shared/api/entities';
import { maxHours } from '../../../shared/domain/coins';
import { checkoutMessages as m } from '../../../shared/messages/checkout';
import { modulesMessages } from '../../../shared/messages/modules';
import { InlineAlert, NumberStepper } from '../../ui';

interface ModuleHoursProps {
  modules: readonly UserCourse[];
  hoursOf: (course: UserCourse) => number;
  onChange: (courseId: number, hours: number) => void;
}

/** de and at: one hour stepper per module of the user's role, 0..floor(coins/100). */
export function ModuleHours({ modules, hoursOf, onChange }: ModuleHoursProps) {
  const anyHours = modules.some((course) => maxHours(course.coins) > 0);
  return (
    <div className="checkout-amount">
      <p>{m.hoursIntro}</p>
      {!anyHours && <InlineAlert tone="info">{m.noHoursYet}</InlineAlert>}
      {modules.map((course) => (
        <NumberStepper
          key={course.id}
          label={m.moduleLabel(`Modul ${course.module}: ${modulesMessages[course.module]}`)}
          description={m.moduleCoins(course.coins, maxHours(course.coins))}
          value={hoursOf(course)}
          maxValue={maxHours(course.coins)}
          onChange={(hours) => onChange(course.id, hours)}
          decrementLabel={m.lessHours}
          incrementLabel={m.moreHours}
        />
      ))}
    </div>
  );
}
