import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { IMAGE_UPLOAD, type ImageUpload } from '../../../shared/domain/images';
import { imagesMessages as m } from '../../../shared/messages/images';
import { Button } from '../../ui';
import { FieldFrame } from '../../ui/FieldFrame';

interface ImageFieldProps<V extends FieldValues, Out> {
  control: Control<V, unknown, Out>;
  /** A form field holding an `ImageUpload`, or undefined while the image stays as it is. */
  name: Path<V>;
  label: string;
  /** The image stored now, shown until another is chosen. */
  currentUrl?: string | null | undefined;
  /** The preview's text alternative. */
  previewAlt: string;
}

/** The image types by their first bytes: the browser judges a file by its content too, not its name. */
export function sniffImageType(bytes: Uint8Array): (typeof IMAGE_UPLOAD.types)[number] | null {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

const base64Of = (bytes: Uint8Array) => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * A file chooser for one image (docs/product-rules.md#images): it checks the file's type by its bytes
 * and its size before anything is sent, shows what was chosen, and puts the bytes into the form as base64.
 */
export function ImageField<V extends FieldValues, Out>({
  control,
  name,
  label,
  currentUrl,
  previewAlt,
}: ImageFieldProps<V, Out>) {
  const {
    field: { ref, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  const [problem, setProblem] = useState<string>();
  const [chosen, setChosen] = useState<{ name: string; url: string }>();

  const choose = async (file: File | undefined) => {
    setProblem(undefined);
    setChosen(undefined);
    onChange(undefined);
    if (!file) return;
    if (file.size > IMAGE_UPLOAD.maxBytes) return setProblem(m.tooLarge);
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      return setProblem(m.unreadable);
    }
    const type = sniffImageType(bytes);
    if (!type) return setProblem(m.unsupported);
    // A data: URL, which the web app's CSP admits for images (a blob: URL it refuses).
    const data = base64Of(bytes);
    setChosen({ name: file.name, url: `data:${type};base64,${data}` });
    onChange({ data } satisfies ImageUpload);
  };

  const message =
    problem ?? error?.message ?? (error as { data?: { message?: string } } | undefined)?.data?.message;
  const previewUrl = chosen?.url ?? currentUrl ?? undefined;
  return (
    <FieldFrame label={label} description={m.hint} error={message} invalid={message !== undefined}>
      {({ id, describedBy }) => (
        <div className="admin-image-field">
          <input
            ref={ref}
            id={id}
            type="file"
            accept={IMAGE_UPLOAD.types.join(',')}
            aria-describedby={describedBy}
            aria-invalid={message !== undefined || undefined}
            onBlur={onBlur}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          {previewUrl && (
            <figure className="admin-image-preview">
              <img src={previewUrl} alt={previewAlt} />
              <figcaption>{chosen ? m.chosen(chosen.name) : m.current}</figcaption>
            </figure>
          )}
          {chosen && (
            <Button
              variant="secondary"
              onPress={() => {
                setChosen(undefined);
                onChange(undefined);
                const input = document.getElementById(id);
                if (input instanceof HTMLInputElement) input.value = '';
              }}
            >
              {m.remove}
            </Button>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
