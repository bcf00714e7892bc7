import { HOW_IT_WORKS } from '../../../shared/messages/info';
import { countryAtom, currentUserAtom, useAtomValue } from '../../state';
import { Card } from '../../ui';
import { TextDocumentView } from './TextDocumentView';
import './info.css';

/** /app/how-it-works: de and at earn IDD hours, ch earns association credits. */
export function HowItWorksPage() {
  const user = useAtomValue(currentUserAtom);
  const country = useAtomValue(countryAtom) ?? user?.country ?? 'de';
  return (
    <div className="info-page">
      <Card>
        <TextDocumentView document={HOW_IT_WORKS[country]} />
      </Card>
    </div>
  );
}
