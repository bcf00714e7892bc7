import { messages } from '../../shared/messages.de';
import { Button, Logo } from '../ui';

/** Beyond the spec: a client older than the server's minimum_version must update before use. */
export function UpdateRequiredScreen() {
  return (
    <main className="splash">
      <Logo />
      <h1>{messages.app.updateRequiredTitle}</h1>
      <p>{messages.app.updateRequiredText}</p>
      <Button variant="primary" onPress={() => window.location.reload()}>
        {messages.app.reload}
      </Button>
    </main>
  );
}
