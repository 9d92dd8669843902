import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.js';
import { createMailer } from './mailer.js';

describe('the mailer without SMTP', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'infoforge-mail-'));
  afterEach(() => vi.useRealTimers());
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every message as a file of its own, two to one address in the same millisecond included', async () => {
    const mailer = createMailer({ from: 'Infoforge <no-reply@localhost>', dataDir, logger: createLogger('silent') });
    vi.useFakeTimers({ now: new Date('2026-11-27T01:00:00.000Z'), toFake: ['Date'] });
    await Promise.all(
      ['first', 'second'].map((word) =>
        mailer.send({
          to: 'Dana@Example.com',
          subject: `Reset (${word})`,
          text: `Link ${word}`,
          html: `<p>${word}</p>`,
        }),
      ),
    );
    const files = readdirSync(path.join(dataDir, 'mail')).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^2026-11-27T01-00-00-000Z-[0-9a-f]{8}-dana-example-com\.eml$/);
    const subjects = files.map(
      (file) => /^Subject: (.*)$/m.exec(readFileSync(path.join(dataDir, 'mail', file), 'utf8'))?.[1],
    );
    expect(subjects.sort()).toEqual(['Reset (first)', 'Reset (second)']);
  });
});
