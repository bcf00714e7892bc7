import { useState } from 'react';
import { checkoutMessages as m } from '../../../shared/messages/checkout';
import { useAtomValue } from '../../state';
import { Button, InlineAlert, TextField } from '../../ui';
import type { AppliedPromo } from './checkoutModel';
import { checkPromoAtom } from './mutations';
import { promoFailure, promoOutcome } from './promo';

interface PromoCodeFieldProps {
  applied: AppliedPromo | null;
  /** The order's total as it stands, shown beside an applied code. */
  total: string;
  onChange: (promo: AppliedPromo | null) => void;
}

/** Empty input clears the discount; VALID applies it; every other answer its alert. */
export function PromoCodeField({ applied, total, onChange }: PromoCodeFieldProps) {
  const check = useAtomValue(checkPromoAtom);
  const [code, setCode] = useState(applied?.code ?? '');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const apply = async () => {
    const trimmed = code.trim();
    if (!trimmed) {
      onChange(null);
      setMessage(applied ? { tone: 'success', text: m.promoRemoved } : null);
      return;
    }
    try {
      const outcome = promoOutcome(trimmed, await check.mutateAsync(trimmed));
      if (outcome.kind === 'applied') {
        onChange(outcome.promo);
        setMessage({ tone: 'success', text: m.promoApplied(outcome.promo.code) });
      } else {
        onChange(null);
        setMessage({ tone: 'error', text: outcome.message });
      }
    } catch (error) {
      onChange(null);
      setMessage({ tone: 'error', text: promoFailure(error) });
    }
  };

  return (
    <form
      className="checkout-promo"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <div className="checkout-promo__row">
        <TextField label={m.promoLabel} name="promocode" value={code} onChange={setCode} autoComplete="off" />
        <Button type="submit" variant="secondary" isPending={check.isPending}>
          {m.promoApply}
        </Button>
      </div>
      {message && <InlineAlert tone={message.tone}>{message.text}</InlineAlert>}
      {applied && <p className="checkout-promo__total">{m.promoNewTotal(total)}</p>}
    </form>
  );
}
