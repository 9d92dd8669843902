import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALECT_SENSITIVE_FILES } from '../support/dialect-sensitive-files.js';

const root = path.resolve(import.meta.dirname, '../..');

/** Every unit and route test file, as its path from the repository root. */
const testFiles = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .map((name) => `src/${name.split(path.sep).join('/')}`)
  .filter((name) => /\.test\.tsx?$/.test(name));

/** A file that reaches PostgreSQL: the both-dialects list, a context or database of its own there, or its server. */
const REACHES_POSTGRES = /\bDIALECTS\b|createTestContext\(\s*'postgres'|TEST_POSTGRES_URL/;

describe('each test file runs on the databases it is about (docs/testing.md)', () => {
  const reaching = testFiles.filter((name) => REACHES_POSTGRES.test(readFileSync(path.join(root, name), 'utf8')));

  it('only the listed dialect-sensitive files reach PostgreSQL', () => {
    expect(reaching.filter((name) => !(name in DIALECT_SENSITIVE_FILES))).toEqual([]);
  });

  it('every listed file exists and reaches PostgreSQL', () => {
    expect(Object.keys(DIALECT_SENSITIVE_FILES).filter((name) => !reaching.includes(name))).toEqual([]);
  });
});

describe('real renders only where the files are the subject (docs/testing.md)', () => {
  it('only a *.slow.test.ts file asks its context for real renders', () => {
    const asking = testFiles.filter((name) => /renders:\s*'real'/.test(readFileSync(path.join(root, name), 'utf8')));
    expect(asking.length).toBeGreaterThan(0);
    expect(asking.filter((name) => !name.endsWith('.slow.test.ts'))).toEqual([]);
  });
});
