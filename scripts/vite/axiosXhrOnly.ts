import type { Plugin } from 'vite';

/**
 * Parts of axios the renderer never uses, each replaced by a stand-in when axios' own modules import it:
 * - its fetch adapter: the renderer's instance runs on the XMLHttpRequest adapter, which every browser and
 *   Electron have (axios picks it first); fetch would only be a fallback where XHR is missing (about 3 kB
 *   of gzip);
 * - `axios.HttpStatusCode` (a table of status names) and `axios.CancelToken` (the cancellation API before
 *   AbortSignal): only axios.js imports them, to hang them on the default export; our code cancels through
 *   signals and never names a status by its axios name (together about 1 kB of gzip);
 * - the converters for bodies we never send: a FormData sent as JSON (`formDataToJSON`, also behind
 *   `axios.formToJSON`) and an object sent as `application/x-www-form-urlencoded` (`toURLEncodedForm`);
 *   uploads go out as FormData, which axios passes through untouched;
 * - progress events (`progressEventReducer`), which axios sets up only for `onUploadProgress` or
 *   `onDownloadProgress`, options we never pass;
 * - the checks of a request's options (`validator`), which only warn about misspelt or mistyped options;
 *   ours are one typed configuration in api/http.ts (together about 2 kB of gzip).
 * A stand-in that could still be reached throws, so a future use fails loudly instead of sending a wrong body.
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
  ...[
    { source: './helpers/formDataToJSON.js', importer: /[\\/]axios[\\/]lib[\\/]axios\.js$/ },
    { source: '../helpers/formDataToJSON.js', importer: /[\\/]axios[\\/]lib[\\/]defaults[\\/]index\.js$/ },
    { source: '../helpers/toURLEncodedForm.js', importer: /[\\/]axios[\\/]lib[\\/]defaults[\\/]index\.js$/ },
  ].map((stub) => ({
    ...stub,
    code: `export default () => { throw new Error('${stub.source} is left out of this build'); };\n`,
  })),
  {
    source: '../helpers/progressEventReducer.js',
    importer: /[\\/]axios[\\/]lib[\\/]adapters[\\/]xhr\.js$/,
    code: "export const progressEventReducer = () => { throw new Error('progress events are left out of this build'); };\n",
  },
  {
    source: '../helpers/validator.js',
    importer: /[\\/]axios[\\/]lib[\\/]core[\\/]Axios\.js$/,
    code: 'const pass = () => pass;\nexport default { assertOptions() {}, validators: { transitional: pass, boolean: pass, function: pass, spelling: pass } };\n',
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
