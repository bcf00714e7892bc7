import { useId } from 'react';
import { canRequestSwissCredits, coinProgress, creditsPerAssociation } from '../../../shared/domain/coins';
import { PATHS } from '../../../shared/domain/paths';
import { associationNames } from '../../../shared/messages/associations';
import { dashboardMessages } from '../../../shared/messages/dashboard';
import { studyMessages } from '../../../shared/messages/study';
import { Button, Card, LinkButton, ProgressBar } from '../../ui';
import type { UserWithRole } from './dashboardModel';
import { RoleSwitcher } from './RoleSwitcher';
import { useQuestionCount } from './queries';

const m = dashboardMessages;

/**
 * The Swiss home: questions remaining, 'Quiz starten', the coin progress bar that
 * starts over every 100 coins, and 'Credits anfordern', which needs at least 100 coins.
 */
export function SwissHome({ user }: { user: UserWithRole }) {
  const count = useQuestionCount(user);
  const hintId = useId();
  const canRequest = canRequestSwissCredits(user.coins);
  const progress = coinProgress(user.coins);

  return (
    <div className="dash-page">
      <RoleSwitcher role={user.role} />
      <Card
        title={m.swissTitle}
        as="section"
        footer={
          <>
            {canRequest ? (
              <LinkButton to={PATHS.checkout} variant="secondary">
                {m.requestCredits}
              </LinkButton>
            ) : (
              <Button variant="secondary" isDisabled aria-describedby={hintId}>
                {m.requestCredits}
              </Button>
            )}
            <LinkButton to={PATHS.swissQuiz}>{studyMessages.startQuiz}</LinkButton>
          </>
        }
      >
        <p className="dash-swiss__coins">{m.coinsCollected(user.coins)}</p>
        {count && (
          <p className="dash-swiss__questions">{m.questionsRemaining(count.remaining, count.total)}</p>
        )}
        {/* The bar says what it counts, so '180 Coins' above '80 von 100 Coins' reads as one. */}
        <ProgressBar
          label={m.swissProgressLabel}
          value={progress}
          valueLabel={m.coinProgressValue(progress)}
        />
        {!canRequest && (
          <p id={hintId} className="dash-muted">
            {m.requestCreditsHint}
          </p>
        )}
        <h3 className="dash-swiss__credits-title">{m.creditsTitle(user.coins)}</h3>
        <dl className="dash-swiss__credits">
          {creditsPerAssociation(user.coins).map((row) => (
            <div key={row.association} className="dash-swiss__credit">
              <dt>{associationNames[row.association]}</dt>
              <dd>
                <strong>{m.creditsCount(row.credits)}</strong>{' '}
                <span className="dash-muted">({m.creditsRate(row.coinsPerCredit)})</span>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
