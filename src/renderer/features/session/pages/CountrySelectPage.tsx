import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { COUNTRIES, type Country } from '../../../../shared/api/constants';
import { PATHS, REDIRECT_PARAM } from '../../../../shared/domain/paths';
import { readQueryParam } from '../../../../shared/domain/routing';
import { lockscreenMessages } from '../../../../shared/messages/lockscreen';
import { commonMessages } from '../../../../shared/messages/common';
import { countriesMessages } from '../../../../shared/messages/countries';
import { countryAtom, useSetAtom } from '../../../state';
import { Button, CountryFlag, RadioCard, RadioGroup } from '../../../ui';
import { useChosenCountryReporter } from './LockscreenLayout';
import './lockscreen.css';

/** Schweiz, Deutschland, Österreich: the product lists them in this order. */
const ORDER: readonly Country[] = ['ch', 'de', 'at'];

const isCountry = (value: string): value is Country => (COUNTRIES as readonly string[]).includes(value);

/**
 * /country-select. A radio group plus 'Weiter' rather than navigating on every change, so arrow keys
 * can move through the choices without leaving the page.
 */
export function CountrySelectPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const setCountry = useSetAtom(countryAtom);
  const reportChosen = useChosenCountryReporter();
  const [selected, setSelected] = useState<Country | null>(null);
  const [showError, setShowError] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected) {
      setShowError(true);
      event.currentTarget.querySelector<HTMLElement>('input[type="radio"]')?.focus();
      return;
    }
    setCountry(selected);
    const redirect = readQueryParam(search, REDIRECT_PARAM);
    navigate(redirect ? `${PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}` : PATHS.login);
  };

  return (
    <div className="auth-page">
      <div className="auth-page__header">
        <h1 className="auth-page__title">{lockscreenMessages.countrySelectTitle}</h1>
        <p className="auth-page__intro">{lockscreenMessages.countrySelectIntro}</p>
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        <RadioGroup
          label={lockscreenMessages.countryGroupLabel}
          name="country"
          value={selected}
          onChange={(value) => {
            if (!isCountry(value)) return;
            setSelected(value);
            reportChosen?.(value);
            setShowError(false);
          }}
          errorMessage={showError && !selected ? commonMessages.selectPlaceholder : undefined}
        >
          {ORDER.map((country) => (
            <RadioCard
              key={country}
              value={country}
              label={countriesMessages[country]}
              icon={<CountryFlag country={country} height={24} />}
            />
          ))}
        </RadioGroup>
        <Button type="submit" size="lg" fullWidth>
          {lockscreenMessages.continue}
        </Button>
      </form>
    </div>
  );
}
