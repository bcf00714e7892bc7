import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD, imageUploadSchema, imageUrlPattern } from '../../../src/shared/domain/images';
import { imagesMessages } from '../../../src/shared/messages/images';
import { HttpError } from '../errors';
import { testClock, useTestServer } from '../testing/harness';
import { storeImage } from './images';

/** Images uploaded in the back office (docs/product-rules.md#images). */
const clock = testClock(new Date('2026-11-29T09:00:00Z'));
const t = useTestServer({ clock });

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } });
const upload = (bytes: Buffer) => ({ data: bytes.toString('base64') });

async function refusal(bytes: Buffer, purpose: 'logo' | 'article' | 'ad' = 'logo') {
  const error = await storeImage(t.db, upload(bytes), purpose, clock(), 'logo').then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('storeImage', () => {
  it('fits a PNG into its box as WebP, serves it at its hash for good', async () => {
    const png = await picture(1200, 600).png().toBuffer();
    const url = await storeImage(t.db, upload(png), 'logo', clock());
    expect(url).toMatch(imageUrlPattern);
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 128]);
    // The same picture again is the same address, stored once.
    expect(await storeImage(t.db, upload(png), 'logo', clock())).toBe(url);
  });

  it('takes JPEG and WebP, never enlarges, and drops the metadata', async () => {
    const jpeg = await picture(300, 200)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Jemand' } } })
      .toBuffer();
    const fromJpeg = await t.request({
      method: 'GET',
      url: await storeImage(t.db, upload(jpeg), 'article', clock()),
    });
    const meta = await sharp(fromJpeg.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([300, 200, undefined]);
    const webp = await picture(2000, 2000).webp().toBuffer();
    const fromWebp = await t.request({
      method: 'GET',
      url: await storeImage(t.db, upload(webp), 'ad', clock()),
    });
    expect((await sharp(fromWebp.rawPayload).metadata()).width).toBe(1200);
  });

  it('judges by the bytes: text, a GIF and a cut-off PNG are refused at the field', async () => {
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      await picture(10, 10).gif().toBuffer(),
      (await picture(400, 400).png().toBuffer()).subarray(0, 60),
      Buffer.alloc(0),
    ]) {
      const error = await refusal(bytes);
      expect([error.code, error.errors]).toEqual([
        'image.unsupported',
        { logo: [imagesMessages.unsupported] },
      ]);
    }
  });

  it('refuses more than 2 MB, and a small file that unpacks to a giant picture', async () => {
    const large = Buffer.concat([
      await picture(10, 10).png().toBuffer(),
      Buffer.alloc(IMAGE_UPLOAD.maxBytes),
    ]);
    expect((await refusal(large)).code).toBe('image.too-large');
    const bomb = await picture(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_UPLOAD.maxBytes);
    expect((await refusal(bomb)).code).toBe('image.unsupported');
  });

  it('bounds the upload in the contract and answers 404 for an unknown image', async () => {
    expect(imageUploadSchema.safeParse({ data: 'A'.repeat(IMAGE_UPLOAD.maxBytes * 2) }).success).toBe(false);
    expect(imageUploadSchema.safeParse({ data: 'not base64!' }).success).toBe(false);
    const missing = await t.request({ method: 'GET', url: `/api/images/${'0'.repeat(64)}.webp` });
    expect(missing.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/images/..%2Fsecret' })).statusCode).toBe(404);
  });
});
