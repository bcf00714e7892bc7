import { useState } from 'react';
import { COUNTRIES, type Country } from '../../../shared/api/constants';
import { PATHS } from '../../../shared/domain/paths';
import { accountMessages as m } from '../../../shared/messages/account';
import { countriesMessages } from '../../../shared/messages/countries';
import { currentUserAtom, useAtomValue } from '../../state';
import { Button, InlineAlert, LinkButton, Modal } from '../../ui';
import { giveCoinsAtom, switchCountryAtom } from './mutations';
import './account.css';

export interface DeveloperPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The hidden developer options, opened by tapping the sidebar's flag: test error reporting, getting coins and
 * switching country. Only an account with the developer flag sees them; the server refuses the calls for
 * everyone else (403).
 */
export function DeveloperPanel({ isOpen, onClose }: DeveloperPanelProps) {
  const user = useAtomValue(currentUserAtom);
  const giveCoins = useAtomValue(giveCoinsAtom);
  const switchCountry = useAtomValue(switchCountryAtom);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (!user?.developer) return null;

  const run = async <T,>(action: () => Promise<T>, done: (result: T) => string) => {
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: done(await action()) });
    } catch {
      setNotice({ tone: 'error', text: m.devFailed });
    }
  };

  return (
    <Modal
      title={m.devPanelTitle}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="dev-panel ui-modal__body">
        {notice && <InlineAlert tone={notice.tone}>{notice.text}</InlineAlert>}
        <LinkButton variant="secondary" to={`${PATHS.app}/dev/crash`} onClick={onClose}>
          {m.devTestErrors}
        </LinkButton>
        <Button
          variant="secondary"
          isPending={giveCoins.isPending}
          onPress={() =>
            void run(
              () => giveCoins.mutateAsync(),
              (next) => m.devCoinsGiven(next.coins),
            )
          }
        >
          {m.devGiveCoins}
        </Button>
        <fieldset className="dev-panel__fieldset">
          <legend>{m.devSwitchCountry}</legend>
          <div className="dev-panel__countries">
            {COUNTRIES.map((country: Country) => (
              <Button
                key={country}
                variant={user.country === country ? 'primary' : 'secondary'}
                isDisabled={switchCountry.isPending}
                onPress={() =>
                  void run(
                    () => switchCountry.mutateAsync(country),
                    (next) => m.devCountrySwitched(countriesMessages[next.country]),
                  )
                }
              >
                {country.toUpperCase()}
              </Button>
            ))}
          </div>
        </fieldset>
      </div>
    </Modal>
  );
}
