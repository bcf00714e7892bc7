import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

export interface UiProviderProps {
  children: ReactNode;
  /** BCP 47 locale for react-aria's built-in texts and formats; the app is German throughout. */
  locale?: 'de-DE' | 'de-AT' | 'de-CH';
}

/**
 * Put once around the app. Without it react-aria follows the browser language, so an English browser
 * would hear 'Dismiss' and see English number formats inside a German app.
 */
export function UiProvider({ children, locale = 'de-DE' }: UiProviderProps) {
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
