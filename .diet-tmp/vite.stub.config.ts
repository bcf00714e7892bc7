import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import base from '../vite.web.config';

/** For measuring while other agents' pages are missing: unresolvable feature imports become stubs. */
const stubMissing: Plugin = {
  name: 'stub-missing',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !source.startsWith('.') || !source.includes('features/')) return null;
    const file = resolve(dirname(importer), source);
    if (['.tsx', '.ts', '/index.ts', '/index.tsx'].some((ext) => existsSync(file + ext)) || existsSync(file))
      return null;
    return '\0stub:' + source;
  },
  load(id) {
    if (!id.startsWith('\0stub:')) return null;
    return 'export default function Stub(){return null}; export const ' + id.split('/').pop() + ' = Stub;';
  },
};

export default mergeConfig(base, defineConfig({ plugins: [stubMissing] }));
