import { useRef } from 'react';
import { z } from 'zod/mini';
import type { AdItem } from '../../../shared/api/entities';
import { newsFeedMessages } from '../../../shared/messages/newsFeed';
import { Button, Modal, ModalActions } from '../../ui';
import { FormTextField, useZodForm } from '../../ui/form';
import { useImageSrc } from './safeImage';
import { useViewable } from './useViewability';

const m = newsFeedMessages;

export interface FullscreenAdDialogProps {
  ad: AdItem;
  onClose: () => void;
  onOpenAd: (ad: AdItem) => void;
}

/** The typed code matches the displayed one, ignoring case and the spaces around it. */
export const codeMatches = (typed: string, code: string): boolean =>
  typed.trim().toLocaleLowerCase('de') === code.trim().toLocaleLowerCase('de');

/**
 * A fullscreen ad as a modal dialog. The one with a code closes only once the displayed code is typed
 * (case-insensitive): no close button, no Escape, no click outside. Any other closes with its button.
 */
export function FullscreenAdDialog({ ad, onClose, onOpenAd }: FullscreenAdDialogProps) {
  const code = ad.type === 'fullscreen-with-code' ? ad.code : null;
  return (
    <Modal
      title={m.fullscreenAdTitle}
      description={code ? m.codeInstruction(code) : undefined}
      isOpen
      isDismissable={code === null}
      onOpenChange={(open) => !open && onClose()}
      className="news-fullscreen-ad"
    >
      <AdPicture ad={ad} onOpenAd={onOpenAd} />
      {code !== null && <CodeForm code={code} onRight={onClose} />}
    </Modal>
  );
}

function AdPicture({ ad, onOpenAd }: Pick<FullscreenAdDialogProps, 'ad' | 'onOpenAd'>) {
  const ref = useRef<HTMLAnchorElement>(null);
  useViewable(ref, ad.impression_id);
  const image = useImageSrc(ad.thumbnail);
  return (
    <a
      ref={ref}
      href={ad.url}
      target="_blank"
      rel="noopener noreferrer sponsored"
      className="news-fullscreen-ad__link"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onOpenAd(ad);
      }}
    >
      {image ? (
        <img className="news-fullscreen-ad__image" src={image} alt={ad.alt || m.adDefaultAlt} />
      ) : (
        (ad.alt ?? m.openAd)
      )}
    </a>
  );
}

const codeFormSchema = z.object({ code: z.string() });

function CodeForm({ code, onRight }: { code: string; onRight: () => void }) {
  const form = useZodForm(codeFormSchema, { defaultValues: { code: '' } });
  const check = form.handleSubmit(({ code: typed }) => {
    if (codeMatches(typed, code)) return onRight();
    form.setError('code', { message: m.codeWrong }, { shouldFocus: true });
  });
  return (
    <form className="news-fullscreen-ad__form" onSubmit={(event) => void check(event)} noValidate>
      <FormTextField control={form.control} name="code" label={m.codeLabel} autoComplete="off" isRequired />
      <ModalActions>
        <Button type="submit">{m.codeSubmit}</Button>
      </ModalActions>
    </form>
  );
}
