import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Where code and docs live; generated books (tests/golden) are output, not citations. */
const SCANNED = ['src', 'tests', 'bench', 'scripts', 'eslint', 'docs', 'README.md'];
const SKIPPED = ['tests/golden/'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|html|md)$/;

/** Every scanned file, as its path from the repository root and its text. */
const files = SCANNED.flatMap((entry) => {
  const full = path.join(root, entry);
  const names = entry.endsWith('.md')
    ? [entry]
    : readdirSync(full, { recursive: true, encoding: 'utf8' }).map((name) => path.join(entry, name));
  return names
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => TEXT_FILE.test(name) && !SKIPPED.some((skipped) => name.startsWith(skipped)))
    .map((name) => ({ name, text: readFileSync(path.join(root, name), 'utf8') }));
});

/** The line of `text` at `index`, 1-based, for a message that says where to look. */
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** `file:line: what` for every match of `pattern` in the scanned files (optionally only some of them). */
function findAll(pattern: RegExp, only: (name: string) => boolean = () => true) {
  return files
    .filter(({ name }) => only(name))
    .flatMap(({ name, text }) =>
      [...text.matchAll(pattern)].map((match) => ({ name, where: `${name}:${lineAt(text, match.index)}`, match })),
    );
}

/**
 * Documents that are not in the repository, which a newcomer cannot open: the product's original description and
 * its notes. Code and docs cite the product rules and the decision records in docs/ instead.
 */
const OUTSIDE_DOCUMENTS = [
  /\b(?:DECISIONS|DESIGN|NOTES)\.md\b/g,
  /product-?spec\b/gi,
  /\bspec\s*§|§\s*\d/gi,
  /\bthe (?:product )?spec(?:'s)?\b/gi,
];

const RULES_FILE = path.join(root, 'docs', 'product-rules.md');
/** The rules the product rules define: `- **R12 Title.**`. */
const definedRules = [...readFileSync(RULES_FILE, 'utf8').matchAll(/^- \*\*R(\d+)\b/gm)].map((match) =>
  Number(match[1]),
);

/** The rule numbers a citation names: 'R6, R39' or 'R10–R14'. */
function citedRules(list: string): number[] {
  return [...list.matchAll(/R(\d+)(?:\s*[–-]\s*R(\d+))?/g)].flatMap(([, first, last]) => {
    const from = Number(first);
    const to = last === undefined ? from : Number(last);
    return Array.from({ length: to - from + 1 }, (_, offset) => from + offset);
  });
}

const DECISIONS_DIR = path.join(root, 'docs/decisions');
const decisionRecords = readdirSync(DECISIONS_DIR).filter((name) => name.endsWith('.md'));

describe('docs citations', () => {
  it('cite no document outside the repository', () => {
    const citations = OUTSIDE_DOCUMENTS.flatMap((pattern) =>
      findAll(pattern).map(({ where, match }) => `${where}: ${match[0]}`),
    );
    expect(citations).toEqual([]);
  });

  it('numbers each product rule once', () => {
    expect(definedRules.length).toBeGreaterThan(0);
    expect(definedRules.filter((rule, index) => definedRules.indexOf(rule) !== index)).toEqual([]);
  });

  it('cite only product rules that exist', () => {
    const inCode = findAll(/docs\/product-rules\.md\s+(R\d+(?:\s*(?:,|and|[–-])\s*R\d+)*)/g).flatMap(
      ({ where, match }) => citedRules(match[1]!).map((rule) => ({ where, rule })),
    );
    const inDocs = findAll(/\[R(\d+)\]\((?:\.\.\/)?product-rules\.md\)/g).map(({ where, match }) => ({
      where,
      rule: Number(match[1]),
    }));
    expect(inCode.length + inDocs.length).toBeGreaterThan(0);
    const missing = [...inCode, ...inDocs].filter(({ rule }) => !definedRules.includes(rule));
    expect(missing.map(({ where, rule }) => `${where}: R${rule}`)).toEqual([]);
  });

  it('cite a rule number with every mention of the product rules in code', () => {
    const inCode = (name: string) => !name.startsWith('docs/') && name !== 'README.md';
    expect(findAll(/docs\/product-rules\.md(?!\s+R\d)/g, inCode).map(({ where }) => where)).toEqual([]);
  });

  it('cite only decision records that exist', () => {
    const cited = findAll(/\bdecisions\/(\d{4})(-[a-z0-9-]+\.md)?/g).map(({ where, match }) => ({
      where,
      number: match[1]!,
      file: match[2] === undefined ? undefined : `${match[1]}${match[2]}`,
    }));
    expect(cited.length).toBeGreaterThan(0);
    const missing = cited.filter(({ number, file }) =>
      file === undefined
        ? !decisionRecords.some((name) => name.startsWith(`${number}-`))
        : !decisionRecords.includes(file),
    );
    expect(missing.map(({ where, number, file }) => `${where}: ${file ?? number}`)).toEqual([]);
  });

  it('name only docs that exist', () => {
    const named = findAll(/\bdocs\/[\w./-]+\.md\b/g).filter(({ match }) => !existsSync(path.join(root, match[0])));
    expect(named.map(({ where, match }) => `${where}: ${match[0]}`)).toEqual([]);
  });

  it('link only files that exist from the docs', () => {
    const broken = findAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g, (name) => name.endsWith('.md'))
      .filter(({ match }) => !/^[a-z]+:/.test(match[1]!))
      .filter(({ name, match }) => !existsSync(path.resolve(path.dirname(path.join(root, name)), match[1]!)))
      .map(({ where, match }) => `${where}: ${match[1]}`);
    expect(broken).toEqual([]);
  });

  it('list every decision record in the docs index', () => {
    const index = readFileSync(path.join(root, 'docs/README.md'), 'utf8');
    expect(decisionRecords.filter((name) => !index.includes(`(decisions/${name})`))).toEqual([]);
  });
});
