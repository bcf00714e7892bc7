import { createContext, useContext } from 'react';

/** The mobile drawer's state, so a TopBar anywhere under AppLayout can open and close it. */
export interface SideMenuState {
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
}

/** null outside AppLayout (or on desktop, where the sidebar is always shown): no menu button then. */
export const SideMenuContext = createContext<SideMenuState | null>(null);

export function useSideMenu(): SideMenuState | null {
  return useContext(SideMenuContext);
}
