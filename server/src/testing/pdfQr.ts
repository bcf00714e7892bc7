import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import QRCode from 'qrcode';

const run = promisify(execFile);

/** The first image of a PDF as `pdfimages` (poppler-utils) writes it: a binary PPM, read as grey levels. */
async function firstImage(
  pdf: Buffer | Uint8Array,
): Promise<{ width: number; height: number; grey: number[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-images-'));
  try {
    await writeFile(join(dir, 'document.pdf'), pdf);
    await run('pdfimages', ['-f', '1', '-l', '1', join(dir, 'document.pdf'), join(dir, 'image')]);
    const name = (await readdir(dir)).filter((file) => /^image-\d+\.ppm$/.test(file)).sort()[0];
    if (!name) throw new Error('the PDF has no colour image');
    const bytes = await readFile(join(dir, name));
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error('unexpected image format');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = bytes.subarray(header[0].length);
    const grey = Array.from({ length: width * height }, (_, i) =>
      Math.round((pixels[3 * i]! + pixels[3 * i + 1]! + pixels[3 * i + 2]!) / 3),
    );
    return { width, height, grey };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Whether the PDF's QR image shows exactly the QR code of `payload`: the image is sampled in the middle
 * of each module and compared with the module matrix the QR encoder computes for the payload (any other
 * text gives another matrix). `margin` is the quiet zone in modules, as the documents render it.
 */
export async function pdfQrShows(pdf: Buffer | Uint8Array, payload: string, margin = 1): Promise<boolean> {
  const image = await firstImage(pdf);
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const scale = image.width / (modules.size + 2 * margin);
  if (image.width !== image.height || !Number.isInteger(scale)) return false;
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      const x = Math.floor((margin + col + 0.5) * scale);
      const y = Math.floor((margin + row + 0.5) * scale);
      const dark = image.grey[y * image.width + x]! < 128;
      if (dark !== Boolean(modules.get(row, col))) return false;
    }
  }
  return true;
}
