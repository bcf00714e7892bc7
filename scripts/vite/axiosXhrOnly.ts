import type { Plugin } from 'vite';

const STUB = '\0axios-fetch-adapter-unused';

/**
 * The renderer's axios instance runs on axios' XMLHttpRequest adapter, which every browser and Electron
 * have (axios picks it first). Its fetch adapter would only be a fallback where XHR is missing, yet it
 * costs the first page about 3 kB of gzip: the build gets a stand-in that tells axios fetch is absent.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'axios-xhr-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './fetch.js' &&
        importer &&
        /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)
      ) {
        return STUB;
      }
      return null;
    },
    load(id) {
      return id === STUB ? 'export const getFetch = () => false;\n' : null;
    },
  };
}
