import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { networkMessages } from '../../../shared/messages/network';
import { networkOnlineAtom, useAtomValue } from '../../state';
import { MODAL_BOX_STYLE } from '../../ui/modalBox';
import '../../ui/Modal.css';
import './OfflineModal.css';

export interface OfflineModalProps {
  isOpen: boolean;
}

/**
 * 'Keine Internetverbindung'. It cannot be dismissed: it closes by itself when the connectivity probe reports
 * the network back (the caller sets isOpen to false).
 *
 * A native modal <dialog> rather than the kit's react-aria Modal: it shows over every realm, the first page
 * included, which loads no react-aria; and it must not need a chunk loaded from the network it reports as
 * lost. `showModal()` puts it in the top layer, makes the page behind it inert and moves focus into it.
 * Marked as a top layer for react-aria, so an open react-aria modal neither hides it from screen readers nor
 * pulls the focus back.
 */
export function OfflineModal({ isOpen }: OfflineModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (isOpen && dialog && !dialog.open) dialog.showModal?.();
  }, [isOpen]);

  if (!isOpen) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-react-aria-top-layer=""
      className="ui-modal shell-offline-modal"
      style={MODAL_BOX_STYLE}
      // Escape does not dismiss it; a browser that closes it anyway (a repeated Escape) gets it back.
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => {
        if (isOpen) event.currentTarget.showModal?.();
      }}
    >
      <div className="ui-modal__header">
        <h2 id={titleId} className="ui-modal__title">
          {networkMessages.noInternetTitle}
        </h2>
      </div>
      <div id={textId} className="ui-modal__body">
        {networkMessages.noInternetText}
      </div>
    </dialog>,
    document.body,
  );
}

/** The modal wired to the network state: open from the first failed request until the probe answers. */
export function NetworkOfflineModal() {
  return <OfflineModal isOpen={!useAtomValue(networkOnlineAtom)} />;
}
