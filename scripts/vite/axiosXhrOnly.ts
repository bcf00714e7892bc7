import type { Plugin } from 'vite';

/**
 * Parts of axios the renderer never uses, each replaced by a stand-in when axios' own modules import it:
 * - its fetch adapter: the renderer's instance runs on the XMLHttpRequest adapter, which every browser and
 *   Electron have (axios picks it first); fetch would only be a fallback where XHR is missing (about 3 kB
 *   of gzip);
 * - `axios.HttpStatusCode` (a table of status names) and `axios.CancelToken` (the cancellation API before
 *   AbortSignal): only axios.js imports them, to hang them on the default export; our code cancels through
 *   signals and never names a status by its axios name (together about 1 kB of gzip).
 * The first page's budget counts every byte of them.
 */
const STUBS: { source: string; importer: RegExp; code: string }[] = [
  {
    source: './fetch.js',
    importer: /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/,
    code: 'export const getFetch = () => false;\n',
  },
  {
    source: './helpers/HttpStatusCode.js',
    importer: /[\\/]axios[\\/]lib[\\/]axios\.js$/,
    code: 'export default {};\n',
  },
  {
    source: './cancel/CancelToken.js',
    importer: /[\\/]axios[\\/]lib[\\/]axios\.js$/,
    code: 'export default class CancelToken {}\n',
  },
];

const stubId = (index: number) => `\0axios-unused-${index}`;

export function axiosXhrOnly(): Plugin {
  return {
    name: 'axios-xhr-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const index = STUBS.findIndex((stub) => stub.source === source && stub.importer.test(importer));
      return index === -1 ? null : stubId(index);
    },
    load(id) {
      const index = STUBS.findIndex((_, i) => stubId(i) === id);
      return index === -1 ? null : STUBS[index]!.code;
    },
  };
}
