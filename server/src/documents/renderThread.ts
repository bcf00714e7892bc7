import { platform, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderers, restoreBuffers, type RendererName } from './renderers';

/** The render thread (see offThread.ts): renders one document per message, in turn. */
export interface RenderRequest {
  id: number;
  name: RendererName;
  input: unknown;
}
export type RenderReply = { id: number; result: unknown } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('renderThread.ts runs only as a worker thread');
// Documents are mailed, nobody waits for them at the screen: on Linux, where a priority belongs to a
// thread, this one yields the processor to the request threads (elsewhere it would lower the process).
if (platform() === 'linux') setPriority(19);
port.on('message', (request: RenderRequest) => {
  const render = renderers[request.name] as (input: unknown) => Promise<unknown>;
  render(restoreBuffers(request.input)).then(
    (result) => port.postMessage({ id: request.id, result } satisfies RenderReply),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RenderReply),
  );
});
