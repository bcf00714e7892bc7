import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD, type ImageUpload } from '../../../shared/domain/images';
import { imagesMessages as m } from '../../../shared/messages/images';
import { ImageField, sniffImageType } from './ImageField';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function Harness({ onValue }: { onValue: (value: ImageUpload | undefined) => void }) {
  const form = useForm<{ logo: ImageUpload | undefined }>({ defaultValues: { logo: undefined } });
  return (
    <form onSubmit={form.handleSubmit((values) => onValue(values.logo))}>
      <ImageField control={form.control} name="logo" label="Logo" previewAlt="Vorschau" />
      <button type="submit">Speichern</button>
    </form>
  );
}

afterEach(cleanup);

describe('ImageField', () => {
  it('knows PNG, JPEG and WebP by their first bytes, nothing by a name', () => {
    expect(sniffImageType(new Uint8Array(PNG_HEAD))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg/>'))).toBeNull();
  });

  it('puts a PNG into the form as base64 and refuses a text file named .png', async () => {
    const values: (ImageUpload | undefined)[] = [];
    render(<Harness onValue={(value) => values.push(value)} />);
    const input = screen.getByLabelText('Logo');
    const bytes = new Uint8Array([...PNG_HEAD, 1, 2, 3]);
    await userEvent.upload(input, new File([bytes], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(m.chosen('logo.png'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(values).toEqual([{ data: btoa(String.fromCharCode(...bytes)) }]));

    await userEvent.upload(input, new File(['kein Bild'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(m.unsupported)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(values).toEqual([values[0], undefined]));
  });

  it('refuses a file over 2 MB before reading it', async () => {
    render(<Harness onValue={() => undefined} />);
    const big = new File([new Uint8Array(IMAGE_UPLOAD.maxBytes + 1)], 'gross.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Logo'), big);
    expect(await screen.findByText(m.tooLarge)).toBeTruthy();
  });
});
