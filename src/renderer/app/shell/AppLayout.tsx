import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LAYOUT, type Country } from '../../../shared/api/constants';
import { navMessages } from '../../../shared/messages/nav';
import { useLayoutTier } from '../../ui/useMediaQuery';
import { Drawer } from './Drawer';
import { SideMenuContext, type SideMenuState } from './SideMenuContext';
import { Sidebar } from './Sidebar';
import { TopBar, type TopBarBack, type TopBarMenuItem } from './TopBar';
import './AppLayout.css';

export type ContentWidth = (typeof LAYOUT.contentMaxWidths)[number];
const WIDE_CONTENT_WIDTH: ContentWidth = LAYOUT.contentMaxWidths[1];

export interface AppLayoutProps {
  country: Country;
  testMode?: boolean;
  onLogout: () => void;
  onFlagPress?: () => void;
  /** Title of the top bar. Leave it out when the page renders its own TopBar. */
  title?: string;
  back?: TopBarBack;
  menuItems?: readonly TopBarMenuItem[];
  /** Content column width: 800 (default) or 650 for text and forms. */
  contentWidth?: ContentWidth;
  /** The page; without it the matched child route (<Outlet/>). */
  children?: ReactNode;
  /** More navigation below the sidebar's main one. */
  extraNav?: ReactNode;
}

export const MAIN_CONTENT_ID = 'main';

/**
 * The app chrome around every /app page: sidebar (desktop) or drawer (mobile), top bar and main region.
 * It only lays out what it is given; session, country and test mode come in as props.
 */
export function AppLayout({
  country,
  testMode = false,
  onLogout,
  onFlagPress,
  title,
  back,
  menuItems,
  contentWidth = WIDE_CONTENT_WIDTH,
  children,
  extraNav,
}: AppLayoutProps) {
  const layout = useLayoutTier();
  const isMobile = layout === 'mobile';
  const location = useLocation();
  // The drawer remembers the location it was opened at: any navigation (a new location key) closes it
  // without an effect, and so does growing the window to desktop width.
  const [openedAtKey, setOpenedAtKey] = useState<string | null>(null);
  const isMenuOpen = isMobile && openedAtKey === location.key;
  const sideMenu = useMemo<SideMenuState>(
    () => ({ isOpen: isMenuOpen, setOpen: (open) => setOpenedAtKey(open ? location.key : null) }),
    [isMenuOpen, location.key],
  );

  // The flag's panel replaces the drawer on a phone instead of opening over it.
  const flagPress =
    onFlagPress &&
    (() => {
      sideMenu.setOpen(false);
      onFlagPress();
    });
  const sidebar = (
    <Sidebar
      country={country}
      testMode={testMode}
      onLogout={onLogout}
      onFlagPress={flagPress}
      extraNav={extraNav}
    />
  );

  return (
    <SideMenuContext value={sideMenu}>
      <div className="shell-layout" data-layout={layout}>
        <a href={`#${MAIN_CONTENT_ID}`} className="shell-layout__skip-link" onClick={focusMain}>
          {navMessages.skipToContent}
        </a>
        {isMobile ? (
          <Drawer isOpen={isMenuOpen} onOpenChange={sideMenu.setOpen}>
            {sidebar}
          </Drawer>
        ) : (
          <aside className="shell-layout__sidebar">{sidebar}</aside>
        )}
        <div className="shell-layout__column">
          {title !== undefined && <TopBar title={title} back={back} menuItems={menuItems} />}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="shell-layout__main">
            <div className="shell-layout__content" style={{ maxWidth: contentWidth }}>
              {children ?? <Outlet />}
            </div>
          </main>
        </div>
      </div>
    </SideMenuContext>
  );
}

/** Focus main directly: following '#main' would add a hash to the route and not move focus everywhere. */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.();
}
