import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { request } from './http';

const OUTPUT_LIMIT = 64 * 1024;
const live = new Set<ChildProcess>();

export interface Child {
  name: string;
  process: ChildProcess;
  /** The last 64 KB of its stdout and stderr, interleaved. */
  output(): string;
  stop(): Promise<void>;
}

/** Runs `node [nodeArgs] --import tsx <script>` from `cwd`; tracked so stopAll() can end it. */
export function startNodeScript(
  name: string,
  script: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: readonly string[] = [],
  cpus?: string,
): Child {
  const args = [...nodeArgs, '--import', 'tsx', script];
  // On the given CPUs only (Linux `taskset`), e.g. to keep a server apart from the load it is measured under.
  const [command, commandArgs] = cpus
    ? ['taskset', ['--cpu-list', cpus, process.execPath, ...args]]
    : [process.execPath, args];
  const proc = spawn(command, commandArgs, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(proc);
  proc.once('exit', () => live.delete(proc));
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  proc.stdout?.on('data', collect);
  proc.stderr?.on('data', collect);
  return { name, process: proc, output: () => output, stop: () => stopProcess(proc) };
}

const exited = (proc: ChildProcess) => proc.exitCode !== null || proc.signalCode !== null;

/** SIGTERM, then SIGKILL if it has not exited after 3 s. */
export async function stopProcess(proc: ChildProcess): Promise<void> {
  if (exited(proc)) return;
  const done = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 3000);
  await done;
  clearTimeout(timer);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...live].map(stopProcess));
}

/** Last resort on exit: kill (synchronously) whatever is still running. */
process.once('exit', () => {
  for (const proc of live) proc.kill('SIGKILL');
});

/** A port that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; fails with the child's output if it exits or takes too long. */
export async function waitForHttp(child: Child, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const failure = (why: string) =>
    new Error(`${child.name} ${why}.\n--- its output ---\n${child.output().trim() || '(none)'}\n---`);
  for (;;) {
    if (exited(child.process)) {
      const { exitCode, signalCode } = child.process;
      throw failure(`exited before it was ready (code ${exitCode ?? signalCode})`);
    }
    if (Date.now() > deadline) throw failure(`did not answer 200 on ${url} within ${timeoutMs / 1000} s`);
    const status = await request(url, { timeoutMs: 1000 }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
