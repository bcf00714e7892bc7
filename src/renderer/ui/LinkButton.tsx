import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonLook } from './Button';
import './Button.css';

export interface LinkButtonProps extends ButtonLook, Omit<LinkProps, 'className' | 'style'> {}

/**
 * Navigation that looks like a button. It stays a real link (middle click, 'open in new tab', screen
 * readers announce 'link'), because it goes somewhere rather than doing something.
 */
export function LinkButton({ variant, size, fullWidth, className, ...linkProps }: LinkButtonProps) {
  return <Link {...linkProps} className={buttonClassName({ variant, size, fullWidth, className })} />;
}
