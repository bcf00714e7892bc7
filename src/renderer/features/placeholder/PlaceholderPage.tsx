import { appMessages } from '../../../shared/messages/app';
import { Card } from '../../ui';

/** A route whose feature comes in a later issue: its title in the top bar and a short note. */
export function PlaceholderPage() {
  return (
    <Card>
      <p>{appMessages.comingSoon}</p>
    </Card>
  );
}
