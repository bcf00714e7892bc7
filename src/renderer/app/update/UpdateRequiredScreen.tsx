import { appMessages } from '../../../shared/messages/app';
import { Button, Logo } from '../../ui';

/**
 * Beyond the original product: a client older than the server's minimum_version must update before use. The
 * button gets the update (the browser reloads the current build; the desktop app installs it).
 */
export function UpdateRequiredScreen({ onUpdate }: { onUpdate(): void }) {
  return (
    <main className="splash">
      <Logo />
      <h1>{appMessages.updateRequiredTitle}</h1>
      <p>{appMessages.updateRequiredText}</p>
      <Button variant="primary" onPress={onUpdate}>
        {appMessages.updateNow}
      </Button>
    </main>
  );
}
