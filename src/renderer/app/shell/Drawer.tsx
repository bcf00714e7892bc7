import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { navMessages } from '../../../shared/messages/nav';
import { Button } from '../../ui/Button';
import { CloseIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import './Drawer.css';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The Sidebar. */
  children: ReactNode;
}

/**
 * The mobile side menu: slides in from the left over a dimmed page (300 ms, in CSS; at once for people
 * who ask for reduced motion, styles/base.css). react-aria's modal traps focus, closes on Escape and
 * on a tap on the dimmed area, and hands focus back to the menu button.
 */
export function Drawer({ isOpen, onOpenChange, children }: DrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className="shell-drawer-overlay">
      <Modal className="shell-drawer">
        <Dialog aria-label={navMessages.menu} className="shell-drawer__dialog">
          <div className="shell-drawer__top-bar">
            <Button
              variant="ghost"
              size="icon"
              aria-label={navMessages.closeMenu}
              onPress={() => onOpenChange(false)}
            >
              <CloseIcon />
            </Button>
            <Logo size={28} />
          </div>
          <div className="shell-drawer__body">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
