import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fakeReply, startFakeAiServer } from '../tests/fakes/fake-ai-server.js';
import { startServer, type RunningServer } from '../tests/e2e/support/server.js';
import { median, ms } from './stats.js';

const RUNS = 20;
const WARMUP = 3;
const CALLS_PER_USER = 10;
const SECTION = Array.from(
  { length: 40 },
  (_, i) => `## Step ${i + 1}\n\nA paragraph of practical advice number ${i + 1}.\n\n`,
).join('');
const BODY = {
  title: 'Prep Once, Eat All Week',
  sectionName: 'Chapter 2: The Sunday Session',
  outline: '- Plan\n- Shop\n- Cook',
  contentType: 'howto',
};

interface Timing {
  firstByteMs: number;
  totalMs: number;
}

/** Reads a streamed response to its end, timing its first body byte and its last. */
async function timeStream(request: () => Promise<Response>): Promise<Timing> {
  const started = performance.now();
  const res = await request();
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  let firstByteMs = 0;
  for (;;) {
    const { done } = await reader.read();
    if (!firstByteMs) firstByteMs = performance.now() - started;
    if (done) break;
  }
  return { firstByteMs, totalMs: performance.now() - started };
}

async function signUp(baseUrl: string, n: number): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Bench', email: `bench-${n}-${Date.now()}@example.com`, password: 'bench-password' }),
  });
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * What our server adds to a streamed content section: the same fake provider stream read directly and
 * through POST /api/generate-content (auth, validation, rate limit, usage record, NDJSON re-encoding).
 */
export async function benchContentStreamLatency(): Promise<void> {
  const provider = await startFakeAiServer();
  provider.setFallback(
    fakeReply.text(SECTION, { usage: { promptTokens: 200, completionTokens: 800 }, chunkDelayMs: 1 }),
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'infoforge-bench-ai-'));
  let server: RunningServer | undefined;
  try {
    server = await startServer({
      dialect: 'sqlite',
      dataDir,
      adminEmails: '',
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: provider.baseURL,
        AI_MODEL: 'fake-model',
        LOG_LEVEL: 'warn',
      },
    });
    const { baseUrl } = server;
    const direct = () =>
      fetch(`${provider.baseURL}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'fake-model', stream: true, messages: [{ role: 'user', content: 'Write.' }] }),
      });
    // Fresh users ahead of the timed runs, so the per-user generation limit never answers 429.
    const users = await Promise.all(
      Array.from({ length: Math.ceil((RUNS + WARMUP) / CALLS_PER_USER) }, (_, n) => signUp(baseUrl, n)),
    );
    let calls = 0;
    const viaServer = () =>
      fetch(`${baseUrl}/api/generate-content`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: baseUrl,
          cookie: users[Math.floor(calls++ / CALLS_PER_USER)]!,
        },
        body: JSON.stringify(BODY),
      });

    const direct_: Timing[] = [];
    const ours: Timing[] = [];
    for (let i = 0; i < WARMUP; i++) {
      await timeStream(direct);
      await timeStream(viaServer);
    }
    for (let i = 0; i < RUNS; i++) {
      direct_.push(await timeStream(direct));
      ours.push(await timeStream(viaServer));
    }
    const row = (name: string, pick: (t: Timing) => number) => {
      const d = median(direct_.map(pick));
      const o = median(ours.map(pick));
      console.log(
        `${name.padEnd(16)} ${ms(d).padStart(10)} ${ms(o).padStart(12)} ${ms(o - d).padStart(10)} ${(o / d).toFixed(2).padStart(7)}×`,
      );
    };
    console.log(
      `\nStreamed content section through our server vs. straight from the fake provider (median of ${RUNS}, interleaved)`,
    );
    console.log('                     direct   via server      added    ratio');
    row('first byte', (t) => t.firstByteMs);
    row('whole section', (t) => t.totalMs);
  } finally {
    await server?.stop();
    await provider.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
