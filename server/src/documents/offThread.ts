import { Worker } from 'node:worker_threads';
import { restoreBuffers, type RendererName, type Renderers } from './renderers';
import type { RenderReply, RenderRequest } from './renderThread';

/**
 * Documents are rendered on a thread of their own: a PDF costs tens of milliseconds of CPU, and on the
 * server's event loop every request arriving meanwhile (a guess, a question) waited for it. One thread,
 * started on first use and not keeping the process alive; requests queue in it. If it dies, what it had is
 * rejected and the next document starts a new one.
 */
let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

/**
 * The thread registers the TypeScript loader the server runs under (tsx, named absolutely so it is found
 * from any working directory), then loads renderThread.ts. A worker's own `--import` does not apply to
 * its entry file on Node 20, so the entry is this small script.
 */
const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => (tsx.register ?? tsx.default.register)())
  .then(() => import(${JSON.stringify(new URL('./renderThread.ts', import.meta.url).href)}))`;

function failAll(error: Error) {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(bootstrap, { eval: true, execArgv: [] });
  started.on('message', (reply: RenderReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (!pending.size) started.unref();
    if ('error' in reply) waiting.reject(new Error(`document rendering failed: ${reply.error}`));
    else waiting.resolve(restoreBuffers(reply.result));
  });
  const forget = (error: Error) => {
    if (worker === started) worker = undefined;
    failAll(error);
  };
  started.on('error', forget);
  started.on('exit', (code) => forget(new Error(`document thread exited (${code})`)));
  // Unref'd while idle (after the listeners: adding a 'message' listener refs the thread's port again).
  started.unref();
  worker = started;
  return started;
}

/**
 * Starts the render thread now (the server does at start-up), so the first order does not pay for
 * loading the renderers (about a second of CPU) while other requests wait for the processor.
 */
export function startDocumentThread(): void {
  thread();
}

/** Renders one document on the render thread; same input and result as the renderer of that name. */
export function renderOffThread<N extends RendererName>(
  name: N,
  input: Parameters<Renderers[N]>[0],
): ReturnType<Renderers[N]> {
  const id = nextId++;
  const result = new Promise<unknown>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const renderer = thread();
    renderer.ref(); // a document on its way keeps the process alive
    renderer.postMessage({ id, name, input } satisfies RenderRequest);
  });
  return result as ReturnType<Renderers[N]>;
}
