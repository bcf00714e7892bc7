import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { Country } from '../../../shared/api/constants';
import { navEntries } from '../../../shared/domain/countryGate';
import { PATHS } from '../../../shared/domain/paths';
import { countriesMessages } from '../../../shared/messages/countries';
import { navMessages } from '../../../shared/messages/nav';
import { Button } from '../../ui/Button';
import { CountryFlag } from '../../ui/CountryFlag';
import { LogoutIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import './Sidebar.css';

/** The legal-information link under the flag opens the terms directly. */
export const LEGAL_INFO_FOOTER_PATH = `${PATHS.legalInfo}/tos`;

export interface SidebarProps {
  country: Country;
  /** Shows the 'Testmodus' banner. */
  testMode?: boolean;
  /** The logout entry; the caller signs out and returns to '/'. */
  onLogout: () => void;
  /** Tapping the flag (it opens the hidden developer panel). */
  onFlagPress?: () => void;
  /** More navigation below the main one (the practice links, loaded after the shell). */
  extraNav?: ReactNode;
}

/**
 * The 300 px side navigation: logo, the country's nav entries, logout, and a footer with the flag, the
 * product name for the country and the legal link. Used as is on desktop and inside the Drawer on mobile.
 */
export function Sidebar({ country, testMode = false, onLogout, onFlagPress, extraNav }: SidebarProps) {
  const countryName = countriesMessages[country];
  return (
    <div className="shell-sidebar">
      <div className="shell-sidebar__brand">
        <Logo />
      </div>
      {testMode && <p className="shell-sidebar__test-mode">{navMessages.testMode}</p>}
      <nav aria-label={navMessages.mainNavigation} className="shell-sidebar__nav">
        <ul className="shell-sidebar__list">
          {navEntries(country).map((entry) => (
            <li key={entry.key}>
              {/* NavLink sets aria-current="page" on the entry of the current route. */}
              <NavLink to={entry.path} className="shell-sidebar__link">
                {entry.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Button variant="ghost" fullWidth className="shell-sidebar__link" onPress={onLogout}>
              <LogoutIcon size={20} />
              {navMessages.logout}
            </Button>
          </li>
        </ul>
      </nav>
      {extraNav}
      <div className="shell-sidebar__footer">
        <Button
          variant="ghost"
          size="icon"
          className="shell-sidebar__flag"
          aria-label={navMessages.countryFlag(countryName)}
          onPress={onFlagPress}
        >
          <CountryFlag country={country} height={24} />
        </Button>
        <div className="shell-sidebar__footer-text">
          <p className="shell-sidebar__product">{navMessages.productForCountry(countryName)}</p>
          <Link to={LEGAL_INFO_FOOTER_PATH} className="shell-sidebar__legal">
            {navMessages.legalInfo}
          </Link>
        </div>
      </div>
    </div>
  );
}
