import { useState } from 'react';
import { appMessages } from '../../../shared/messages/app';
import { Button, InlineAlert } from '../../ui';
import './update.css';

const DISMISSED_KEY = 'update-hint-dismissed';

/** Whether the hint for `version` was dismissed before (one dismissal per recommended version). */
export function isHintDismissed(version: string, storage: Storage = window.localStorage): boolean {
  return storage.getItem(DISMISSED_KEY) === version;
}

export interface UpdateHintProps {
  /** The server's recommended_version: a later recommendation shows the hint again. */
  recommendedVersion: string;
  onUpdate(): void;
}

/**
 * Beyond the original product: a client older than the server's recommended_version sees this dismissible
 * hint at the top of every screen. 'Später' hides it until a newer version is recommended.
 */
export function UpdateHint({ recommendedVersion, onUpdate }: UpdateHintProps) {
  const [hidden, setHidden] = useState(() => isHintDismissed(recommendedVersion));
  if (hidden) return null;
  const dismiss = () => {
    window.localStorage.setItem(DISMISSED_KEY, recommendedVersion);
    setHidden(true);
  };
  return (
    <aside className="update-hint" aria-label={appMessages.updateHintLabel}>
      <InlineAlert
        tone="info"
        live="status"
        action={
          <span className="update-hint__actions">
            <Button size="sm" onPress={onUpdate}>
              {appMessages.updateNow}
            </Button>
            <Button size="sm" variant="secondary" onPress={dismiss}>
              {appMessages.dismiss}
            </Button>
          </span>
        }
      >
        {appMessages.updateRecommended}
      </InlineAlert>
    </aside>
  );
}
