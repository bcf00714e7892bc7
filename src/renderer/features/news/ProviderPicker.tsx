import type { NewsProvider } from '../../../shared/api/entities';
import { newsFeedMessages } from '../../../shared/messages/newsFeed';
import { Checkbox } from '../../ui';

const m = newsFeedMessages;

export interface ProviderPickerProps {
  providers: readonly NewsProvider[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  /** Shown below the boxes while none is ticked. */
  showEmptyHint: boolean;
  hintId: string;
}

/** The providers of the user's country as a group of checkboxes. */
export function ProviderPicker({
  providers,
  selected,
  onChange,
  showEmptyHint,
  hintId,
}: ProviderPickerProps) {
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <fieldset className="news-providers" aria-describedby={showEmptyHint ? hintId : undefined}>
      <legend className="news-providers__legend">{m.providersLegend}</legend>
      {providers.map((provider) => (
        <Checkbox
          key={provider.id}
          isSelected={selected.includes(provider.id)}
          onChange={(on) => toggle(provider.id, on)}
        >
          {provider.name}
        </Checkbox>
      ))}
      {showEmptyHint && (
        <p id={hintId} className="news-providers__hint">
          {m.atLeastOneProvider}
        </p>
      )}
    </fieldset>
  );
}
