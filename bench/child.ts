import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';
import { GC_FLAGS, type MemoryAfterGc, memoryAfterGc } from './garbage-collection';
import type { ServerReady, ServerSample } from './server';

export interface ServerChild {
  ready: ServerReady;
  url: string;
  /** What the server sent of itself so far (with BENCH_SAMPLE_MS), oldest first, with when it came (performance.now()). */
  samples: Array<ServerSample & { receivedAtMs: number }>;
  stop(): Promise<void>;
  /** SIGKILL, as a crashed node: no drain, no goodbye to its sockets. */
  crash(): Promise<void>;
  /** Memory after a full garbage collection. */
  memoryAfterGc(): Promise<MemoryAfterGc>;
}

const STARTUP_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

/** Starts bench/server.ts in its own Node process and waits for the JSON line that says it listens. */
export async function startServer(label: string, env: Record<string, string | undefined>): Promise<ServerChild> {
  const serverFile = path.join(import.meta.dirname, 'server.ts');
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  // The server seeds and writes whatever database DATABASE_URL names: only the caller may choose one, never a
  // DATABASE_URL that happens to be set in the shell.
  delete childEnv.DATABASE_URL;
  // Likewise the chat's Redis bus: only the two-node section joins servers to one.
  delete childEnv.REDIS_URL;
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  const child = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROF=<dir>: each server child writes a V8 CPU profile there, to see where a figure's time goes.
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      ...GC_FLAGS,
      '--import',
      'tsx',
      serverFile,
    ],
    {
      cwd: import.meta.dirname,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const samples: ServerChild['samples'] = [];
  child.on('message', (message: ServerSample) => {
    if (message?.type === 'sample') samples.push({ ...message, receivedAtMs: performance.now() });
  });

  const ready = await new Promise<ServerReady>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server ${label} not ready after ${STARTUP_TIMEOUT_MS / 1000} s`)),
      STARTUP_TIMEOUT_MS,
    );
    const lines = readline.createInterface({ input: requireStdout(child) });
    let settled = false;
    lines.on('line', (line) => {
      if (settled) {
        process.stderr.write(`[${label}] ${line}\n`);
        return;
      }
      try {
        const parsed = JSON.parse(line) as ServerReady;
        if (typeof parsed.port === 'number') {
          settled = true;
          clearTimeout(timer);
          resolve(parsed);
          return;
        }
      } catch {
        // not the ready line
      }
      process.stderr.write(`[${label}] ${line}\n`);
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    void exited.then((code) => {
      clearTimeout(timer);
      if (!settled) reject(new Error(`server ${label} exited with code ${code} before it was ready`));
    });
  }).catch(async (err: unknown) => {
    await kill(child, exited);
    throw err;
  });

  return {
    ready,
    url: `http://127.0.0.1:${ready.port}`,
    samples,
    stop: () => kill(child, exited),
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
    memoryAfterGc: () => memoryAfterGc(child),
  };
}

function requireStdout(child: ChildProcess) {
  if (!child.stdout) throw new Error('server child has no stdout');
  return child.stdout;
}

/** SIGTERM, then SIGKILL if the server has not gone after a while. */
async function kill(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}
