import { useState, type ReactNode } from 'react';
import { Outlet, useOutletContext } from 'react-router-dom';
import type { Country } from '../../../../shared/api/constants';
import { lockscreenMessages } from '../../../../shared/messages/lockscreen';
import { countryAtom, useAtomValue } from '../../../state';
import { Logo, useIsMobile } from '../../../ui';
import './lockscreen.css';

/** The year for the copyright line, read once per render of the footer. */
function currentYear(): number {
  return new Date().getFullYear();
}

export interface LockscreenFrameProps {
  children: ReactNode;
  /** Extra footer content next to the copyright line (e.g. the learn-more link). */
  footer?: ReactNode;
}

/**
 * The frame of the login area and of the session screens outside the app (verify-email, migration,
 * impersonate): the logo, one card as the main landmark (each page brings its h1) and a footer.
 */
export function LockscreenFrame({ children, footer }: LockscreenFrameProps) {
  return (
    <div className="lockscreen">
      <header className="lockscreen__brand">
        <Logo size={40} />
      </header>
      <main id="main" className="lockscreen__card" tabIndex={-1}>
        {children}
      </main>
      <footer className="lockscreen__footer">
        <span>{lockscreenMessages.copyright(currentYear())}</span>
        {footer}
      </footer>
    </div>
  );
}

/** The country's marketing site, linked as 'Mehr erfahren' in the footer on wide screens. */
export const MARKETING_SITES: Record<Country, string> = {
  de: 'https://www.weiterbildungsquiz.de',
  at: 'https://www.weiterbildungsquiz.at',
  ch: 'https://www.weiterbildungsquiz.ch',
};

/** What the login-area layout hands its pages: /country-select reports the country being chosen. */
type LockscreenOutletContext = (country: Country | null) => void;

/** For /country-select: the footer's learn-more link follows the choice before it is stored. */
export function useChosenCountryReporter(): LockscreenOutletContext | undefined {
  return useOutletContext<LockscreenOutletContext | undefined>();
}

/**
 * Route element of the login area (/country-select, /login, /signup, …): the frame around the page, with
 * the learn-more link to the marketing site of the chosen (or stored) country on wide screens.
 */
export function LockscreenLayout() {
  const stored = useAtomValue(countryAtom);
  const [chosen, setChosen] = useState<Country | null>(null);
  const isMobile = useIsMobile();
  const country = chosen ?? stored;
  const learnMore =
    !isMobile && country ? (
      <a href={MARKETING_SITES[country]} target="_blank" rel="noopener noreferrer">
        {lockscreenMessages.learnMore}
      </a>
    ) : null;
  return (
    <LockscreenFrame footer={learnMore}>
      <Outlet context={setChosen satisfies LockscreenOutletContext} />
    </LockscreenFrame>
  );
}
