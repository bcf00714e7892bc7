import { messages } from '../../../shared/messages.de';
import { networkOnlineAtom } from '../../state/network';
import { useAtomValue } from '../../state/store';
import { Modal } from '../../ui/Modal';

export interface OfflineModalProps {
  isOpen: boolean;
}

/**
 * 'Keine Internetverbindung' (SPEC §2). It cannot be dismissed: it closes by itself when the
 * connectivity probe reports the network back (the caller sets isOpen to false).
 */
export function OfflineModal({ isOpen }: OfflineModalProps) {
  return (
    <Modal
      title={messages.network.noInternetTitle}
      description={messages.network.noInternetText}
      role="alertdialog"
      isOpen={isOpen}
      isDismissable={false}
    />
  );
}

/** The modal wired to the network state: open from the first failed request until the probe answers. */
export function NetworkOfflineModal() {
  return <OfflineModal isOpen={!useAtomValue(networkOnlineAtom)} />;
}
