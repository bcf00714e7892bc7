import { Component, type ReactNode } from 'react';
import { crashMessages } from '../../shared/messages/crash';
import { crashAtom, useAtomValue, type CrashReporting } from '../state';
import { restartApp } from './crash';
import { CrashScreen } from './CrashScreen';

export interface CrashBoundaryProps {
  children: ReactNode;
  /** The app's (`services.crash`); tests pass their own store and reporter. */
  reporting: CrashReporting;
  onRestart?: () => void;
}

/**
 * Around the whole app: a render crash anywhere (the router's error element passes real exceptions on
 * to here), a window error or an unhandled rejection replaces the app with the global error screen.
 */
export function CrashBoundary({ children, reporting, onRestart = restartApp }: CrashBoundaryProps) {
  return (
    <LastResortBoundary>
      <RenderCrashBoundary reporting={reporting} onRestart={onRestart}>
        <CrashGate reporting={reporting} onRestart={onRestart}>
          {children}
        </CrashGate>
      </RenderCrashBoundary>
    </LastResortBoundary>
  );
}

interface ScreenProps {
  reporting: CrashReporting;
  onRestart: () => void;
  children: ReactNode;
}

/** Errors outside React (window events, rejections) set the crash state; the app gives way to the screen. */
function CrashGate({ reporting, onRestart, children }: ScreenProps) {
  const crashed = useAtomValue(crashAtom) !== null;
  return crashed ? <CrashScreen reporting={reporting} onRestart={onRestart} /> : children;
}

/** Render crashes: report them (which sets the crash state) and show the screen in the app's place. */
class RenderCrashBoundary extends Component<ScreenProps, { caught: boolean }> {
  override state = { caught: false };

  static getDerivedStateFromError(): { caught: boolean } {
    return { caught: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.reporting.reportCrash(error);
  }

  override render(): ReactNode {
    const { reporting, onRestart, children } = this.props;
    return this.state.caught ? <CrashScreen reporting={reporting} onRestart={onRestart} /> : children;
  }
}

/** If the error screen itself fails, a static page without any of our components still offers a way out. */
class LastResortBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="error-screen">
        <div className="error-screen__card">
          <h1 className="error-screen__title">{crashMessages.title}</h1>
          <p>{crashMessages.restartHint}</p>
          <a href="/app">{crashMessages.restart}</a>
        </div>
      </main>
    );
  }
}
