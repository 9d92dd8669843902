import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startServer } from '../tests/e2e/support/server.js';
import { median } from './stats.js';

const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface PageScores {
  performance: number;
  accessibility: number;
  'best-practices': number;
  lcpMs: number;
  /** Audits of accessibility and best practices that did not pass, to say what to mend. */
  failing: string[];
}

/** Signs a new user up against the running server and returns the session cookie it was given. */
async function signUpCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ name: 'Bench User', email: 'lighthouse@example.com', password: 'bench-password' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Tries of one run before the page counts as failed. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run in a fresh Chromium, so no run inherits another's cache or trace state. A run Lighthouse
 * could not complete is tried again: on this machine it sometimes fails to record the trace (NO_NAVSTART), and
 * its message for that says to run it again. A page that keeps failing still ends the bench.
 */
async function auditPage(url: string, cookie?: string): Promise<PageScores> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const lhr = await runLighthouse(chrome.port, url, cookie);
      if (!lhr.runtimeError) return scoresOf(lhr);
      if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      console.log(`            run again after ${lhr.runtimeError.code}`);
    } finally {
      chrome.kill();
    }
  }
}

async function runLighthouse(port: number, url: string, cookie?: string): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

function scoresOf(lhr: Result): PageScores {
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    failing,
  };
}

/** Lighthouse's mobile preset on the built app in Debian's Chromium: the median of three runs per page. */
export async function benchLighthouse(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'infoforge-lighthouse-'));
  const server = await startServer({ dialect: 'sqlite', dataDir, adminEmails: '', env: { NODE_ENV: 'production' } });
  try {
    const cookie = await signUpCookie(server.baseUrl);
    const pages = [
      { path: '/', cookie: undefined },
      { path: '/login', cookie: undefined },
      { path: '/dashboard', cookie },
    ];

    console.log(`\nLighthouse ${RUNS} runs each, mobile preset, median (Debian's Chromium)`);
    console.log('page         perf  a11y  best-practices   LCP s');
    for (const page of pages) {
      const runs: PageScores[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await auditPage(`${server.baseUrl}${page.path}`, page.cookie));
      }
      const mid = (pick: (scores: PageScores) => number) => median(runs.map(pick));
      console.log(
        `${page.path.padEnd(11)} ${String(mid((s) => s.performance)).padStart(5)} ${String(mid((s) => s.accessibility)).padStart(5)} ${String(mid((s) => s['best-practices'])).padStart(15)} ${(mid((s) => s.lcpMs) / 1000).toFixed(2).padStart(7)}`,
      );
      const failing = [...new Set(runs.flatMap((s) => s.failing))];
      if (failing.length > 0) console.log(`            not passing: ${failing.join(', ')}`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
