import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { messages } from '../../../../shared/messages.de';
import { Logo } from '../../../ui';
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
        <span>{messages.auth.copyright(currentYear())}</span>
        {footer}
      </footer>
    </div>
  );
}

/** Route element of the login area (/country-select, /login, /signup, …): the frame around the page. */
export function LockscreenLayout() {
  return (
    <LockscreenFrame>
      <Outlet />
    </LockscreenFrame>
  );
}
