import { useId, useState } from 'react';
import type { NewsProvider } from '../../../shared/api/entities';
import { newsFeedMessages } from '../../../shared/messages/newsFeed';
import { useAtomValue } from '../../state';
import { Button, InlineAlert, PageHeader } from '../../ui';
import { saveProvidersAtom } from './mutations';
import { ProviderPicker } from './ProviderPicker';

const m = newsFeedMessages;

/** The user first picks providers; at least one is needed to start. */
export function ProviderGate({ providers }: { providers: readonly NewsProvider[] }) {
  const [selected, setSelected] = useState<number[]>([]);
  const save = useAtomValue(saveProvidersAtom);
  const hintId = useId();
  return (
    <section className="news-gate">
      <PageHeader title={m.gateTitle} description={m.gateIntro} />
      <ProviderPicker
        providers={providers}
        selected={selected}
        onChange={setSelected}
        showEmptyHint={selected.length === 0}
        hintId={hintId}
      />
      {save.isError && <InlineAlert tone="error">{m.saveFailed}</InlineAlert>}
      <div className="news-gate__actions">
        <Button
          isDisabled={selected.length === 0}
          isPending={save.isPending}
          onPress={() => save.mutate(selected)}
        >
          {m.start}
        </Button>
      </div>
    </section>
  );
}
