import { useId } from 'react';
import type { UserCourse } from '../../../shared/api/entities';
import { COINS_PER_HOUR } from '../../../shared/api/constants';
import { coinsToNextHour, hoursFromCoins } from '../../../shared/domain/coins';
import { PATHS } from '../../../shared/domain/paths';
import { dashboardMessages } from '../../../shared/messages/dashboard';
import { modulesMessages } from '../../../shared/messages/modules';
import { studyMessages } from '../../../shared/messages/study';
import { Card, LinkButton, ProgressBar } from '../../ui';

const m = dashboardMessages;

/**
 * One module course: its coins, the coins to the next hour and 'Quiz starten'; after
 * an order also the hours requested from it.
 */
export function ModuleCard({ course, requested = 0 }: { course: UserCourse; requested?: number }) {
  const titleId = useId();
  const toNext = coinsToNextHour(course.coins);
  const earned = hoursFromCoins(course.coins);
  const hours = [
    ...(earned > 0 || requested === 0 ? [m.hoursEarned(earned)] : []),
    ...(requested > 0 ? [m.hoursRequested(requested)] : []),
  ].join(' · ');
  return (
    <Card
      as="li"
      className="dash-module"
      footer={
        <LinkButton to={`${PATHS.courses}/${course.id}`} aria-describedby={titleId}>
          {studyMessages.startQuiz}
        </LinkButton>
      }
    >
      <h3 id={titleId} className="dash-module__title">
        {modulesMessages[course.module]}
      </h3>
      <p className="dash-module__coins">
        <strong>{m.coins(course.coins)}</strong>
        <span className="dash-muted">{hours}</span>
      </p>
      <ProgressBar
        label={m.nextHourProgress}
        hideLabel
        value={COINS_PER_HOUR - toNext}
        maxValue={COINS_PER_HOUR}
        valueLabel={m.coinProgressValue(COINS_PER_HOUR - toNext)}
      />
      <p className="dash-muted">{m.coinsToNextHour(toNext)}</p>
    </Card>
  );
}
