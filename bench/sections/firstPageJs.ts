import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Section } from '../lib/section';
import { kB } from '../lib/stats';
import { formatTable } from '../lib/table';

/** Builds the web bundle, then weighs every JS file index.html makes the browser load for the first page. */
export const firstPageJs: Section = {
  id: 'firstPageJs',
  title: 'First-page JavaScript',
  async run({ root, log }) {
    log('building the web bundle (vite build) ...');
    const build = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'vite.web.config.ts',
        '--logLevel',
        'error',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (build.status !== 0) {
      throw new Error(
        `vite build failed (exit ${build.status ?? build.signal}):\n${build.stdout}${build.stderr}`,
      );
    }

    const distDir = join(root, 'dist/web');
    const files = firstPageScripts(readFileSync(join(distDir, 'index.html'), 'utf8')).map((src) => {
      const bytes = readFileSync(join(distDir, src.replace(/^\//, '').replace(/[?#].*$/, '')));
      return { file: src, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
    });
    const rawBytes = files.reduce((sum, f) => sum + f.rawBytes, 0);
    const gzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);

    const rows = files.map((f) => [f.file, kB(f.rawBytes), kB(f.gzipBytes)]);
    rows.push([`total (${files.length} files)`, kB(rawBytes), kB(gzipBytes)]);
    return {
      report: formatTable(['file', 'raw kB', 'gzip -9 kB'], rows),
      summary: [
        { metric: 'first-page JS, gzip -9', value: `${kB(gzipBytes)} kB` },
        { metric: 'first-page JS, raw', value: `${kB(rawBytes)} kB (${files.length} files)` },
      ],
      data: { files, rawBytes, gzipBytes },
    };
  },
};

/** The `src` of module scripts and the `href` of modulepreload links, in document order, same-origin only. */
export function firstPageScripts(html: string): string[] {
  const urls: string[] = [];
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = Object.fromEntries(
      [...tag.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map((m) => [
        m[1]!.toLowerCase(),
        m[2] ?? m[3] ?? m[4] ?? '',
      ]),
    );
    const url =
      name!.toLowerCase() === 'script'
        ? attrs.type === 'module' && attrs.src
        : attrs.rel === 'modulepreload' && attrs.href;
    if (url && !/^[a-z]+:|^\/\//i.test(url) && !urls.includes(url)) urls.push(url);
  }
  return urls;
}
