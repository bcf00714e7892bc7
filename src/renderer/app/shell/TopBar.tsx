import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { commonMessages } from '../../../shared/messages/common';
import { navMessages } from '../../../shared/messages/nav';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { ArrowLeftIcon, MenuIcon, MoreIcon } from '../../ui/icons';
import { Pressable } from '../../ui/Pressable';
import { useIsMobile } from '../../ui/useMediaQuery';
import { useSideMenu } from './SideMenuContext';
import './TopBar.css';

export interface TopBarBack {
  /** Path to go back to. */
  to?: string;
  /** Custom action instead of navigation; wins over `to`. */
  onPress?: () => void;
}

export interface TopBarMenuItem {
  label: string;
  onPress: () => void;
  /** Decorative icon shown before the label. */
  icon?: ReactNode;
}

export interface TopBarProps {
  /** The page title, rendered as the page's h1. */
  title: string;
  back?: TopBarBack;
  /** Up to two are shown as buttons; more collapse into a 'Weitere Aktionen' menu. */
  menuItems?: readonly TopBarMenuItem[];
}

/** The most actions that fit the top bar on a phone before they collapse into a menu. */
const MAX_INLINE_ITEMS = 2;

/**
 * The 56 px bar above the content. Its left button is, in order: a custom back action, a link back to a path,
 * or (on mobile under AppLayout) the toggle of the side menu.
 */
export function TopBar({ title, back, menuItems = [] }: TopBarProps) {
  return (
    <header className="shell-top-bar">
      <div className="shell-top-bar__start">
        <LeadingButton back={back} />
      </div>
      <h1 className="shell-top-bar__title">{title}</h1>
      <div className="shell-top-bar__end">
        {menuItems.length > MAX_INLINE_ITEMS ? (
          <OverflowMenu items={menuItems} />
        ) : (
          menuItems.map((item) => (
            <Button key={item.label} variant="ghost" size="sm" onPress={item.onPress}>
              {item.icon}
              {item.label}
            </Button>
          ))
        )}
      </div>
    </header>
  );
}

function LeadingButton({ back }: { back: TopBarBack | undefined }) {
  const sideMenu = useSideMenu();
  const isMobile = useIsMobile();
  if (back?.onPress) {
    return (
      <Button variant="ghost" size="icon" aria-label={commonMessages.back} onPress={back.onPress}>
        <ArrowLeftIcon />
      </Button>
    );
  }
  if (back?.to !== undefined) {
    return (
      <LinkButton variant="ghost" size="icon" aria-label={commonMessages.back} to={back.to}>
        <ArrowLeftIcon />
      </LinkButton>
    );
  }
  // On desktop the sidebar is always visible; outside AppLayout there is no menu to toggle.
  if (!isMobile || !sideMenu) return null;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={sideMenu.isOpen ? navMessages.closeMenu : navMessages.openMenu}
      aria-expanded={sideMenu.isOpen}
      onPress={() => sideMenu.setOpen(!sideMenu.isOpen)}
    >
      <MenuIcon />
    </Button>
  );
}

function OverflowMenu({ items }: { items: readonly TopBarMenuItem[] }) {
  return (
    <MenuTrigger>
      {/* Pressable hands the menu's press handling and ARIA attributes to the kit's button. */}
      <Pressable>
        <Button variant="ghost" size="icon" aria-label={commonMessages.moreActions}>
          <MoreIcon />
        </Button>
      </Pressable>
      <Popover className="shell-top-bar__popover" placement="bottom end">
        <Menu className="shell-top-bar__menu">
          {items.map((item) => (
            <MenuItem
              key={item.label}
              id={item.label}
              textValue={item.label}
              onAction={item.onPress}
              className="shell-top-bar__menu-item"
            >
              {item.icon}
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
