import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay, Text } from 'react-aria-components';
import { commonMessages } from '../../shared/messages/common';
import { Button } from './Button';
import { CloseIcon } from './icons';
import { MODAL_BOX_STYLE } from './modalBox';
import './Modal.css';

export { MODAL_BOX_STYLE } from './modalBox';

export interface ModalProps {
  title: string;
  /** The message below the title; screen readers read it with the title when the dialog opens. */
  description?: ReactNode;
  /** Further content (form, buttons); a function receives `close` for buttons that end the dialog. */
  children?: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled state. Leave both out when the Modal sits inside a DialogTrigger. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside and the close button may end it (default true). */
  isDismissable?: boolean;
  /** Whether Escape is ignored; by default Escape works exactly when the modal is dismissable. */
  isKeyboardDismissDisabled?: boolean;
  /** alertdialog for confirmations and blocking messages that need the user's attention. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * A centred dialog over a dimmed page; it fades and scales in over 300 ms (Modal.css), and appears at
 * once for people who ask for reduced motion (styles/base.css). react-aria traps focus inside,
 * returns it to the trigger on close and hides the page from screen readers meanwhile.
 */
export function Modal({
  title,
  description,
  children,
  isOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = !isDismissable,
  role = 'dialog',
  className,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="ui-modal-overlay"
    >
      <AriaModal className={['ui-modal', className].filter(Boolean).join(' ')} style={MODAL_BOX_STYLE}>
        <Dialog
          role={role}
          // react-aria points an alertdialog's aria-describedby at its description slot; with no
          // description an empty value avoids a reference to an element that does not exist.
          aria-describedby={role === 'alertdialog' && !description ? '' : undefined}
          className="ui-modal__dialog"
        >
          {({ close }) => (
            <>
              <div className="ui-modal__header">
                <Heading slot="title" className="ui-modal__title">
                  {title}
                </Heading>
                {isDismissable && (
                  <Button variant="ghost" size="icon" aria-label={commonMessages.close} onPress={close}>
                    <CloseIcon />
                  </Button>
                )}
              </div>
              {description && (
                <Text slot="description" elementType="div" className="ui-modal__body">
                  {description}
                </Text>
              )}
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

/** Buttons at the bottom of a Modal, right-aligned, stacked on narrow screens. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="ui-modal__actions">{children}</div>;
}

export { DialogTrigger } from 'react-aria-components';
