import { ASSOCIATIONS, COINS_PER_CREDIT, type Association } from '../../../shared/api/constants';
import { maxCredits } from '../../../shared/domain/coins';
import { associationNames } from '../../../shared/messages/associations';
import { checkoutMessages as m } from '../../../shared/messages/checkout';
import { NumberStepper, RadioCard, RadioGroup } from '../../ui';

interface SwissCreditsProps {
  coins: number;
  association: Association | null;
  credits: number;
  onAssociation: (association: Association) => void;
  onCredits: (credits: number) => void;
}

const isAssociation = (value: string): value is Association =>
  (ASSOCIATIONS as readonly string[]).includes(value);

/** ch: the association (Cicero, SFPO, SAV, SKPE) and the credits, 0..floor(coins / coins per credit). */
export function SwissCredits({ coins, association, credits, onAssociation, onCredits }: SwissCreditsProps) {
  const max = association ? maxCredits(coins, association) : 0;
  return (
    <div className="checkout-amount">
      <p>{m.creditsIntro}</p>
      <RadioGroup
        label={m.associationLabel}
        name="association"
        value={association}
        onChange={(value) => isAssociation(value) && onAssociation(value)}
      >
        {ASSOCIATIONS.map((id) => (
          <RadioCard
            key={id}
            value={id}
            label={associationNames[id]}
            description={m.coinsPerCredit(COINS_PER_CREDIT[id])}
          />
        ))}
      </RadioGroup>
      {association && (
        <NumberStepper
          label={m.creditsLabel}
          description={m.creditsMax(coins, max)}
          value={Math.min(credits, max)}
          maxValue={max}
          onChange={onCredits}
          decrementLabel={m.lessCredits}
          incrementLabel={m.moreCredits}
        />
      )}
      <p className="checkout-hint">{m.creditsRecommendation}</p>
    </div>
  );
}
