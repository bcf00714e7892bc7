// Local ESLint rules for the renderer's architecture (docs/product-rules.md#feature-boundaries): features are
// folders with a public face, and only src/renderer/state/ touches Jotai and TanStack Query.
import path from 'node:path';

const RENDERER = path.join('src', 'renderer');
const STATE_LIBRARIES = /^(jotai|jotai-tanstack-query|@tanstack\/react-query|@tanstack\/query-core)(\/.*)?$/;
/** What a feature shows the rest of the renderer. */
const PUBLIC_FACES = new Set(['', 'index', 'routes']);
const isTestFile = (file) => /\.test\.tsx?$|[\\/]testing(\.tsx?$|[\\/])/.test(file);

/** The renderer-relative parts of an absolute path, or null outside src/renderer. */
function rendererParts(absolute, cwd) {
  const relative = path.relative(path.join(cwd, RENDERER), absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep);
}

const withoutExtension = (part) => part.replace(/\.(tsx?|jsx?)$/, '');

function checkSource(context, node, source) {
  if (typeof source !== 'string') return;
  const file = context.filename;
  const cwd = context.cwd;
  const from = rendererParts(file, cwd);
  if (!from) return;
  const inState = from[0] === 'state';

  if (STATE_LIBRARIES.test(source)) {
    if (!inState) context.report({ node, messageId: 'stateLibrary', data: { source } });
    return;
  }
  if (!source.startsWith('.')) return;
  const target = rendererParts(path.resolve(path.dirname(file), source), cwd);
  if (!target) return;

  if (target[0] === 'features' && target[1]) {
    const sameFeature = from[0] === 'features' && from[1] === target[1];
    const face = withoutExtension(target.slice(2).join('/'));
    if (!sameFeature && !PUBLIC_FACES.has(face)) {
      context.report({ node, messageId: 'deepFeature', data: { feature: target[1], source } });
    }
    return;
  }
  if (target[0] === 'state' && !inState) {
    const face = withoutExtension(target.slice(1).join('/'));
    const allowed = face === '' || face === 'index' || (face === 'testing' && isTestFile(file));
    if (!allowed) context.report({ node, messageId: 'deepState', data: { source } });
  }
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Import another feature only through its public face, and state only through state/'s index.",
    },
    messages: {
      deepFeature:
        "'{{source}}' reaches into the feature '{{feature}}': import its public face (index.ts or routes.tsx) instead.",
      deepState: "'{{source}}' reaches into state/: import from its index (state/index.ts) instead.",
      stateLibrary:
        "'{{source}}' may be imported only in src/renderer/state/: use what state/index.ts re-exports.",
    },
    schema: [],
  },
  create(context) {
    const check = (node) => checkSource(context, node, node.source?.value);
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The files that may talk to the server: a feature's queries and mutations, a visitor page's requests. */
const DATA_FILES = new Set(['queries', 'mutations', 'requests']);

/** `services.api.call(…)`, `api.send(…)`: a request to the server. */
const isServerRequest = (node) =>
  !node.computed &&
  node.property.type === 'Identifier' &&
  (node.property.name === 'call' || node.property.name === 'send') &&
  ((node.object.type === 'Identifier' && node.object.name === 'api') ||
    (node.object.type === 'MemberExpression' &&
      !node.object.computed &&
      node.object.property.type === 'Identifier' &&
      node.object.property.name === 'api'));

/**
 * Server data has one home per feature: its `queries.ts` (query atoms under one key factory) and
 * `mutations.ts` (one mutation per call); visitor pages that load before TanStack Query keep a `requests.ts`.
 * The API client itself (src/renderer/api/) and tests are the only other callers.
 */
const apiCalls = {
  meta: {
    type: 'problem',
    docs: { description: 'Call the server only from queries.ts, mutations.ts or requests.ts.' },
    messages: {
      outside:
        "A server request belongs in the feature's queries.ts or mutations.ts (a visitor page's requests.ts), not in {{file}}.",
    },
    schema: [],
  },
  create(context) {
    const parts = rendererParts(context.filename, context.cwd);
    if (!parts || parts[0] === 'api' || isTestFile(context.filename)) return {};
    const file = parts[parts.length - 1];
    if (DATA_FILES.has(withoutExtension(file))) return {};
    return {
      MemberExpression(node) {
        if (isServerRequest(node)) context.report({ node, messageId: 'outside', data: { file } });
      },
    };
  },
};

export const rendererBoundaries = {
  rules: { 'feature-boundaries': featureBoundaries, 'api-calls': apiCalls },
};

/** Module-level mutable bindings: state belongs in the store or in Services, never in a module. */
export const noModuleLet = [
  'error',
  {
    selector: "Program > VariableDeclaration[kind!='const']",
    message: 'No module-level let or var in the renderer: keep state in the store or in Services.',
  },
  {
    selector: "Program > ExportNamedDeclaration > VariableDeclaration[kind!='const']",
    message: 'No module-level let or var in the renderer: keep state in the store or in Services.',
  },
];
