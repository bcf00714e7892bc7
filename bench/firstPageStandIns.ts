import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * What axios and react-hook-form each cost the returning visitor's first page (/login), for the decision
 * the 130-kB goal needs: the web bundle is built as it is, then with each library (and both) replaced by an
 * empty stand-in that exports the names our code imports. The stand-ins do nothing, so these bundles only
 * weigh; a real replacement adds its own code. Run: `node --import tsx bench/firstPageStandIns.ts` (four
 * builds, about a minute).
 *
 * The /login files are the entry and the chunks vite.web.config.ts groups for the first pages: the
 * runtime helpers, the entry (`index`), the login area's frame (`lockscreen`) and the login form (`login`),
 * as `npm run bench` (firstPageJs) sees the browser load them.
 */
const LOGIN_FILES = /^(rolldown-runtime|index|lockscreen|login)-[\w-]+\.js$/;

const STAND_INS = {
  axios: `export class AxiosError extends Error {}
export class AxiosHeaders { static from() { return new AxiosHeaders(); } }
export class CanceledError extends Error {}
export default { create: () => ({}), isAxiosError: () => false, isCancel: () => false, getAdapter: () => null, defaults: {} };
`,
  'react-hook-form': `export const useForm = () => ({});
export const useController = () => ({});
export const useFieldArray = () => ({});
export const useWatch = () => undefined;
export const Controller = () => null;
`,
  '@hookform/resolvers/zod': 'export const zodResolver = () => () => ({});\n',
};

const VARIANTS: { label: string; replaced: (keyof typeof STAND_INS)[] }[] = [
  { label: 'as built', replaced: [] },
  { label: 'without axios', replaced: ['axios'] },
  {
    label: 'without react-hook-form (and its resolver)',
    replaced: ['react-hook-form', '@hookform/resolvers/zod'],
  },
  {
    label: 'without both',
    replaced: ['axios', 'react-hook-form', '@hookform/resolvers/zod'],
  },
];

const work = mkdtempSync(join(tmpdir(), 'quiz-stand-ins-'));
const standInFile = (name: keyof typeof STAND_INS) => {
  const file = join(work, `${name.replace(/[@/]/g, '_')}.js`);
  writeFileSync(file, STAND_INS[name]);
  return file;
};
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const rows: { label: string; bytes: number }[] = [];
for (const variant of VARIANTS) {
  const outDir = join(work, `web-${rows.length}`);
  await build({
    configFile: 'vite.web.config.ts',
    logLevel: 'silent',
    resolve: {
      alias: variant.replaced.map((name) => ({
        find: new RegExp(`^${escape(name)}$`),
        replacement: standInFile(name),
      })),
    },
    build: { outDir, emptyOutDir: true },
  });
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets).filter((file) => LOGIN_FILES.test(file));
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
    0,
  );
  rows.push({ label: variant.label, bytes });
}

const base = rows[0]!.bytes;
console.log('/login, JS gzip -9 (kB = 1000 bytes)');
for (const { label, bytes } of rows) {
  const change = bytes === base ? '' : `  (${((bytes - base) / 1000).toFixed(1)} kB)`;
  console.log(`${label.padEnd(44)} ${(bytes / 1000).toFixed(1).padStart(6)} kB${change}`);
}
