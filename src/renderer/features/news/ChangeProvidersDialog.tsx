import { useId, useState } from 'react';
import type { NewsProvider } from '../../../shared/api/entities';
import { newsFeedMessages } from '../../../shared/messages/newsFeed';
import { useAtomValue } from '../../state';
import { Button, InlineAlert, Modal, ModalActions } from '../../ui';
import { saveProvidersAtom } from './mutations';
import { ProviderPicker } from './ProviderPicker';

const m = newsFeedMessages;

export interface ChangeProvidersDialogProps {
  providers: readonly NewsProvider[];
  selected: readonly number[];
}

/** 'Anbieter ändern': the selection may change but never become empty; saving reloads page 1. */
export function ChangeProvidersDialog({ providers, selected }: ChangeProvidersDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {m.changeProviders}
      </Button>
      {isOpen && (
        <ChangeProvidersModal providers={providers} selected={selected} onDone={() => setOpen(false)} />
      )}
    </>
  );
}

function ChangeProvidersModal({
  providers,
  selected: initial,
  onDone,
}: ChangeProvidersDialogProps & { onDone: () => void }) {
  const [selected, setSelected] = useState<number[]>([...initial]);
  const save = useAtomValue(saveProvidersAtom);
  const hintId = useId();
  const submit = async () => {
    try {
      await save.mutateAsync(selected);
      onDone();
    } catch {
      // The alert below says so; the dialog stays open with the choice.
    }
  };
  return (
    <Modal title={m.changeProvidersTitle} isOpen onOpenChange={(open) => !open && onDone()}>
      <ProviderPicker
        providers={providers}
        selected={selected}
        onChange={setSelected}
        showEmptyHint={selected.length === 0}
        hintId={hintId}
      />
      {save.isError && <InlineAlert tone="error">{m.saveFailed}</InlineAlert>}
      <ModalActions>
        <Button variant="secondary" onPress={onDone}>
          {m.cancel}
        </Button>
        <Button isDisabled={selected.length === 0} isPending={save.isPending} onPress={() => void submit()}>
          {m.save}
        </Button>
      </ModalActions>
    </Modal>
  );
}
