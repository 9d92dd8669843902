import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { PRODUCT_TYPE_VALUES } from '../src/shared/catalog.js';
import { startServer } from '../tests/e2e/support/server.js';
import { signUp } from './seed.js';
import { median } from './stats.js';

const RUNS = 5;
/** The performance score each page's median must reach on the mobile preset. */
const PERFORMANCE_TARGET = 95;
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
  /** Total blocking time, ms. */
  tbtMs: number;
  /** Main-thread work from navigation to load, ms (Lighthouse's mainthread-work-breakdown). */
  mainThreadMs: number;
  /** Time the page's scripts took to evaluate and run, ms (Lighthouse's bootup-time). */
  scriptMs: number;
  /** Script bytes the page loaded, uncompressed as evaluated (Lighthouse's script-treemap-data). */
  scriptBytes: number;
  /** Audits of accessibility and best practices that did not pass, to say what to mend. */
  failing: string[];
}

/** Projects of the signed-in user, so the dashboard is measured as a creator sees it: counts and recent projects. */
const PROJECTS = 8;

/** Saves `PROJECTS` projects through the API for the user of `cookie`, each a different product type. */
async function createProjects(baseUrl: string, cookie: string): Promise<void> {
  for (let n = 1; n <= PROJECTS; n += 1) {
    const response = await fetch(`${baseUrl}/api/projects`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
      body: JSON.stringify({
        title: `Sourdough for Shift Workers, part ${n}`,
        productType: PRODUCT_TYPE_VALUES[n % PRODUCT_TYPE_VALUES.length],
      }),
    });
    if (!response.ok) throw new Error(`project ${n}: ${response.status} ${await response.text()}`);
  }
}

/** The figures of a run that have a median. */
type Figure = Exclude<keyof PageScores, 'failing'>;

/** Tries of one run before the page counts as failed. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run in a fresh Chromium, so no run inherits another's cache or trace state. A run Lighthouse
 * could not complete is tried again: on this machine it sometimes fails to record the trace (NO_NAVSTART), and
 * its message for that says to run it again. A page that keeps failing still ends the bench.
 */
async function auditPage(url: string, cookie?: string, reportFile?: string): Promise<PageScores> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const lhr = await runLighthouse(chrome.port, url, cookie);
      if (!lhr.runtimeError) {
        if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
        return scoresOf(lhr);
      }
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

/** The uncompressed size of every script the page loaded, from the treemap Lighthouse draws of them. */
function scriptBytesOf(lhr: Result): number {
  const details = lhr.audits['script-treemap-data']?.details;
  if (details?.type !== 'treemap-data') return Number.NaN;
  return details.nodes.reduce((sum, node) => sum + node.resourceBytes, 0);
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
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
    scriptMs: lhr.audits['bootup-time']?.numericValue ?? Number.NaN,
    scriptBytes: scriptBytesOf(lhr),
    failing,
  };
}

/** A figure right-aligned in its column of the table. */
const column = (value: number, digits: number, width: number) => value.toFixed(digits).padStart(width);

/** Where each run's full Lighthouse JSON is written when LIGHTHOUSE_REPORTS names a directory, to read its diagnostics. */
function reportFileOf(pathname: string, run: number): string | undefined {
  const dir = process.env.LIGHTHOUSE_REPORTS;
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${pathname === '/' ? 'landing' : pathname.slice(1)}-${run + 1}.json`);
}

/**
 * Lighthouse's mobile preset on the built app in Debian's Chromium: five runs per page, each score, the median
 * beside the target, and the figures that depend less on the machine's load than the score does.
 */
export async function benchLighthouse(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'infoforge-lighthouse-'));
  const server = await startServer({ dialect: 'sqlite', dataDir, adminEmails: '', env: { NODE_ENV: 'production' } });
  try {
    const { cookie } = await signUp(server.baseUrl, 0);
    await createProjects(server.baseUrl, cookie);
    const pages = [
      { path: '/', cookie: undefined },
      { path: '/login', cookie: undefined },
      { path: '/dashboard', cookie },
    ];

    console.log(`\nLighthouse ${RUNS} runs each, mobile preset, median (Debian's Chromium)`);
    console.log(
      'page        perf (target)  runs                a11y  best-pr.  LCP s  TBT ms  main-thread ms  script ms  script KB',
    );
    for (const page of pages) {
      const runs: PageScores[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await auditPage(`${server.baseUrl}${page.path}`, page.cookie, reportFileOf(page.path, run)));
      }
      const mid = (figure: Figure) => median(runs.map((scores) => scores[figure]));
      const performance = mid('performance');
      const verdict = performance >= PERFORMANCE_TARGET ? 'ok' : 'LOW';
      console.log(
        [
          page.path.padEnd(11),
          `${String(performance).padStart(4)} (≥ ${PERFORMANCE_TARGET} ${verdict.padEnd(3)})`,
          runs
            .map((scores) => column(scores.performance, 0, 3))
            .join('')
            .padEnd(18),
          column(mid('accessibility'), 0, 5),
          column(mid('best-practices'), 0, 9),
          column(mid('lcpMs') / 1000, 2, 6),
          column(mid('tbtMs'), 0, 7),
          column(mid('mainThreadMs'), 0, 15),
          column(mid('scriptMs'), 0, 10),
          column(mid('scriptBytes') / 1024, 1, 10),
        ].join(' '),
      );
      const failing = [...new Set(runs.flatMap((s) => s.failing))];
      if (failing.length > 0) console.log(`            not passing: ${failing.join(', ')}`);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
