import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import { dashboardMessages } from '../../../shared/messages/dashboard';
import { ChevronDownIcon, SuccessIcon } from '../../ui';

/** 'Du kannst N Stunden anfordern', a link to the checkout; only shown for N > 0. */
export function HoursBanner({ hours }: { hours: number }) {
  if (hours <= 0) return null;
  return (
    <Link to={PATHS.checkout} className="dash-banner">
      <SuccessIcon size={22} />
      <span className="dash-banner__text">{dashboardMessages.canRequestHours(hours)}</span>
      <ChevronDownIcon size={20} className="dash-banner__arrow" />
    </Link>
  );
}
