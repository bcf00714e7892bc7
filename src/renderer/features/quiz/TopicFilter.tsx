import { useId, useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  Popover,
} from 'react-aria-components';
import { quizMessages } from '../../../shared/messages/quiz';
import { Button, buttonClassName, Checkbox, ChevronDownIcon, useIsMobile } from '../../ui';
import { isLastOfGroup, sameSelection, toggleFilterId, type FilterOption } from './filterLogic';

export interface TopicFilterProps {
  topics: readonly FilterOption[];
  /** The Swiss filter's 'Basisfragen (1 Coin)' and 'Expertfragen (2 Coins)' (negative ids). */
  difficulties?: readonly FilterOption[];
  /** The saved selection, as shownSelection gives it. */
  selection: readonly number[];
  /** Persists a changed selection; called when the filter closes. */
  onSave(selection: number[]): void;
  onOpenChange?(isOpen: boolean): void;
}

function OptionGroup(props: {
  legend: string;
  options: readonly FilterOption[];
  draft: readonly number[];
  onChange(draft: number[]): void;
}) {
  return (
    <fieldset className="quiz-filter__group">
      <legend className="quiz-filter__legend">{props.legend}</legend>
      {props.options.map((option) => (
        <Checkbox
          key={option.id}
          isSelected={props.draft.includes(option.id)}
          isDisabled={isLastOfGroup(props.draft, option.id)}
          onChange={(on) => props.onChange(toggleFilterId(props.draft, option.id, on))}
        >
          {option.label}
        </Checkbox>
      ))}
    </fieldset>
  );
}

/**
 * The topic filter: a dropdown on desktop, a button opening a bottom sheet on
 * mobile. Changes stay local while it is open and are saved when it closes.
 */
export function TopicFilter({ topics, difficulties, selection, onSave, onOpenChange }: TopicFilterProps) {
  const isMobile = useIsMobile();
  const hintId = useId();
  const [draft, setDraft] = useState<number[] | null>(null);

  const setOpen = (isOpen: boolean) => {
    if (isOpen === (draft !== null)) return;
    if (isOpen) setDraft([...selection]);
    else {
      if (draft && !sameSelection(draft, selection)) onSave(draft);
      setDraft(null);
    }
    onOpenChange?.(isOpen);
  };

  const ticked = selection.filter((id) => topics.some((t) => t.id === id)).length;
  const dialog = (
    <Dialog className="quiz-filter" aria-describedby={hintId}>
      {({ close }) => (
        <>
          <Heading slot="title" className="quiz-filter__title">
            {quizMessages.filterTitle}
          </Heading>
          <p id={hintId} className="quiz-filter__hint">
            {quizMessages.filterHint}
          </p>
          {draft && (
            <div className="quiz-filter__groups">
              <OptionGroup
                legend={quizMessages.topicsLegend}
                options={topics}
                draft={draft}
                onChange={setDraft}
              />
              {difficulties && (
                <OptionGroup
                  legend={quizMessages.difficultyLegend}
                  options={difficulties}
                  draft={draft}
                  onChange={setDraft}
                />
              )}
            </div>
          )}
          <Button fullWidth={isMobile} onPress={close} className="quiz-filter__done">
            {quizMessages.filterDone}
          </Button>
        </>
      )}
    </Dialog>
  );

  return (
    <DialogTrigger isOpen={draft !== null} onOpenChange={setOpen}>
      {/* react-aria's own button: DialogTrigger hands its press handler and ref to it. */}
      <AriaButton
        isDisabled={!topics.length}
        className={buttonClassName({
          variant: 'secondary',
          fullWidth: isMobile,
          className: 'quiz-filter__trigger',
        })}
      >
        <span className="ui-button__content">
          {quizMessages.filterButton(ticked, topics.length)}
          <ChevronDownIcon size={20} />
        </span>
      </AriaButton>
      {isMobile ? (
        <ModalOverlay isDismissable className="quiz-sheet-overlay">
          <Modal className="quiz-sheet">{dialog}</Modal>
        </ModalOverlay>
      ) : (
        <Popover placement="bottom end" className="quiz-filter-popover">
          {dialog}
        </Popover>
      )}
    </DialogTrigger>
  );
}
