import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../support/free-port.js';

const root = path.resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  dialect: string;
  baseUrl: string;
  /** The server's process id. */
  pid: number;
  dataDir: string;
  databaseUrl?: string;
  /** SIGTERM, then waits for the process to end. */
  stop: () => Promise<void>;
  /** Sends a signal (SIGKILL to crash it, SIGTERM to ask it to shut down). */
  kill: (signal: NodeJS.Signals) => void;
  /** How the process ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process printed so far. */
  output: () => string;
}

/** Starts the built app (`build/server/index.js`) as its own process and waits until it answers. */
export async function startServer(options: {
  dialect: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmails: string;
  /** Extra environment for the server (AI provider settings, stream pacing…). */
  env?: Record<string, string>;
  /** The checkout whose build to run (default: this one), e.g. an earlier commit's to compare with. */
  checkout?: string;
}): Promise<RunningServer> {
  const cwd = options.checkout ?? root;
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(cwd, 'build/server/index.js')], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ADMIN_EMAILS: options.adminEmails,
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const kill = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  return {
    dialect: options.dialect,
    baseUrl,
    pid: child.pid!,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    stop,
    kill,
    exited,
    output: () => output,
  };
}
