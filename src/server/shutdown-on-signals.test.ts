import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { eventually } from '../../tests/support/eventually.js';
import { exited } from '../../tests/support/job-test-setup.js';
import { freePort } from '../../tests/support/free-port.js';

const ENTRY = path.join(import.meta.dirname, 'index.ts');

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('SIGTERM: the server answers the request in flight to its end, refuses new ones and exits 0', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'infoforge-shutdown-'));
  dirs.push(dataDir);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      BASE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      // The offline writer streams slowly, so the answer is still going when the signal arrives.
      AI_OFFLINE_STREAM_DELAY_MS: '20',
    },
    stdio: 'ignore',
  });
  try {
    await eventually(() =>
      fetch(`${base}/healthz`).then(
        (res) => res.ok,
        () => false,
      ),
    );
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'Dana Levi', email: 'dana@example.com', password: 'secret-password' }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const streaming = await fetch(`${base}/api/generate-content`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({
        title: 'Prep Once, Eat All Week 🍲',
        sectionName: 'Chapter 2: The Sunday Session',
        outline: '- Plan three recipes\n- Shop once\n- Batch-cook in ninety minutes',
        contentType: 'howto',
      }),
    });
    expect(streaming.status).toBe(200);
    const reader = streaming.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value, { stream: true });

    server.kill('SIGTERM');
    await eventually(() =>
      fetch(`${base}/healthz`).then(
        () => false,
        () => true,
      ),
    );
    // New connections are refused while the answer is still streaming: the process waits for it.
    expect(server.exitCode).toBeNull();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += decoder.decode(chunk.value, { stream: true });
    const events = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string });
    expect(events.length).toBeGreaterThan(10);
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(await exited(server)).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
  }
}, 60_000);
