import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ace, { type AceAssertion, type AxeRunner } from '@daisy/ace-core';
import type { Browser, ElementHandle } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.js';

type Winston = {
  add(transport: unknown): void;
  transports: { Console: new (options: { silent: boolean }) => unknown };
};
// Ace logs through winston's default logger, which warns on every line while it has no transport: give it a silent one.
const aceRequire = createRequire(createRequire(import.meta.url).resolve('@daisy/ace-core'));
const winston = aceRequire('winston') as Winston;
winston.add(new winston.transports.Console({ silent: true }));

export type AceViolation = { file: string; rule: string; impact: string; description: string };

/**
 * DAISY Ace's checks of an EPUB (the checker stores use): the package's accessibility metadata and, through axe in
 * Debian's Chromium, each content document. Ace's own CLI drives Chromium through puppeteer, which downloads a
 * browser of its own on install; this runner hosts the same scripts with playwright-core, as the page tests do.
 */
export async function aceViolations(epub: Uint8Array): Promise<AceViolation[]> {
  let browser: Browser | undefined;
  const runner: AxeRunner = {
    concurrency: 2,
    setTimeout: () => undefined,
    launch: async () => {
      browser = await launchBrowser();
    },
    close: async () => {
      await browser?.close();
    },
    run: async (url, scripts, scriptContents) => {
      const page = await browser!.newPage();
      try {
        // Only the EPUB's own files: nothing is fetched from the network.
        await page.route(/^https?:/, (route) => route.abort());
        await page.goto(url);
        // Ace's scripts are marked as its own, so its report does not count them as the book's.
        const marked = (script: ElementHandle) => script.evaluate((element) => element.setAttribute('data-ace', ''));
        for (const content of scriptContents) await marked(await page.addScriptTag({ content }));
        for (const file of scripts) await marked(await page.addScriptTag({ path: file }));
        return await page.evaluate(
          () =>
            new Promise((resolve, reject) => {
              const { daisy } = globalThis as unknown as {
                daisy: { ace: { run(done: (error: unknown, result: unknown) => void): void } };
              };
              daisy.ace.run((error, result) => (error ? reject(new Error(JSON.stringify(error))) : resolve(result)));
            }),
        );
      } finally {
        await page.close();
      }
    },
  };
  const dir = await mkdtemp(path.join(tmpdir(), 'infoforge-ace-'));
  try {
    const file = path.join(dir, 'book.epub');
    await writeFile(file, epub);
    // Without an outdir Ace prints its whole report; with one it writes it there, and the folder goes with the rest.
    const [, report] = await ace(file, { cwd: dir, outdir: path.join(dir, 'report') }, runner);
    return violationsOf(report.assertions, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function violationsOf(assertions: AceAssertion[], file: string): AceViolation[] {
  return assertions.flatMap((assertion) => {
    const subject = assertion['earl:testSubject']?.url ?? file;
    if (assertion.assertions) return violationsOf(assertion.assertions, subject);
    const test = assertion['earl:test'];
    const result = assertion['earl:result'];
    if (!test || result?.['earl:outcome'] !== 'fail') return [];
    return [
      { file: subject, rule: test['dct:title'], impact: test['earl:impact'], description: result['dct:description'] },
    ];
  });
}
