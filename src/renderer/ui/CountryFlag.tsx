import type { Country } from '../../shared/api/constants';
import { countriesMessages } from '../../shared/messages/countries';

export interface CountryFlagProps {
  country: Country;
  /** Height in pixels; the width follows the flag's proportions (5:3, Switzerland square). */
  height?: number;
  /**
   * Decorative by default, because the control around it names the country. Set `labelled` when the
   * flag stands alone; it is then an image named after the country.
   */
  labelled?: boolean;
  className?: string;
}

/** Simple flags of the three supported countries, drawn inline so they need no image files. */
export function CountryFlag({ country, height = 24, labelled = false, className }: CountryFlagProps) {
  const isSquare = country === 'ch';
  const a11y = labelled
    ? { role: 'img', 'aria-label': countriesMessages[country] }
    : { 'aria-hidden': true as const };
  return (
    <svg
      width={isSquare ? height : (height * 5) / 3}
      height={height}
      viewBox={isSquare ? '0 0 32 32' : '0 0 5 3'}
      className={className}
      focusable="false"
      {...a11y}
    >
      {country === 'de' && (
        <>
          <rect width="5" height="1" y="0" fill="#000000" />
          <rect width="5" height="1" y="1" fill="#dd0000" />
          <rect width="5" height="1" y="2" fill="#ffce00" />
        </>
      )}
      {country === 'at' && (
        <>
          <rect width="5" height="3" fill="#c8102e" />
          <rect width="5" height="1" y="1" fill="#ffffff" />
        </>
      )}
      {country === 'ch' && (
        <>
          <rect width="32" height="32" fill="#da291c" />
          <path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" fill="#ffffff" />
        </>
      )}
    </svg>
  );
}
