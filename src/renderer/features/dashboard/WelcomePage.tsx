import { useId, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { PATHS } from '../../../shared/domain/paths';
import { dashboardMessages } from '../../../shared/messages/dashboard';
import { countryAtom, useAtomValue, currentUserAtom } from '../../state';
import { useIsMobile } from '../../ui';
import { HomeNotice } from './HomeNotice';
import { CompanyGlyph, NewsGlyph, QuizGlyph } from './WelcomeIcons';
import './dashboard.css';

const m = dashboardMessages;

interface Tile {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const TILES: readonly Tile[] = [
  { to: PATHS.dashboard, title: m.tileQuiz, text: m.tileQuizText, icon: <QuizGlyph /> },
  { to: PATHS.newsFeed, title: m.tileNews, text: m.tileNewsText, icon: <NewsGlyph /> },
  { to: PATHS.platform, title: m.tilePlatform, text: m.tilePlatformText, icon: <CompanyGlyph /> },
];

/**
 * /app: on mobile a welcome screen with three tiles, its text about Cicero credits in ch and
 * IDD training time elsewhere; on desktop it is the dashboard.
 */
export function WelcomePage() {
  const isMobile = useIsMobile();
  const user = useAtomValue(currentUserAtom);
  const country = useAtomValue(countryAtom) ?? user?.country;
  if (!isMobile) return <Navigate to={PATHS.dashboard} replace />;

  return (
    <div className="dash-welcome">
      <HomeNotice />
      {user && <h2 className="dash-welcome__title">{m.welcomeTitle(user.first_name)}</h2>}
      <p className="dash-welcome__text">{country === 'ch' ? m.welcomeCicero : m.welcomeIdd}</p>
      <nav aria-label={m.welcomeTilesLabel}>
        <ul className="dash-tiles">
          {TILES.map((tile) => (
            <WelcomeTile key={tile.to} tile={tile} />
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The title names the link, the line below describes it. */
function WelcomeTile({ tile }: { tile: Tile }) {
  const id = useId();
  return (
    <li>
      <Link
        to={tile.to}
        className="dash-tile"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <span className="dash-tile__icon">{tile.icon}</span>
        <span className="dash-tile__text">
          <span id={`${id}-title`} className="dash-tile__title">
            {tile.title}
          </span>
          <span id={`${id}-text`} className="dash-tile__description">
            {tile.text}
          </span>
        </span>
      </Link>
    </li>
  );
}
