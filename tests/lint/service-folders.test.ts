import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const services = path.resolve(import.meta.dirname, '../../src/server/services');
const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** The service folder a file under services/ is in, or null for a file at its top. */
const folderOf = (file: string) => {
  const [folder, ...rest] = path.relative(services, file).split(path.sep);
  return rest.length > 0 && folder && !folder.startsWith('..') ? folder : null;
};

/** Each service folder and the other service folders its app code (not its tests) imports. */
function folderImports(): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  const files = readdirSync(services, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(services, file));
  for (const file of files) {
    const from = folderOf(file);
    if (!from) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = folderOf(path.resolve(path.dirname(file), specifier!));
      if (to && to !== from) imports.set(from, (imports.get(from) ?? new Set()).add(to));
    }
  }
  return imports;
}

/** Every cycle of imports between folders, each as the path that closes it: ['a', 'b', 'a']. */
function importCycles(imports: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (folder: string, trail: string[]) => {
    const open = trail.indexOf(folder);
    if (open >= 0) return void cycles.push([...trail.slice(open), folder]);
    if (done.has(folder)) return;
    for (const next of imports.get(folder) ?? []) visit(next, [...trail, folder]);
    done.add(folder);
  };
  for (const folder of imports.keys()) visit(folder, []);
  return cycles;
}

describe('service folders', () => {
  it('import each other one way only: no two folders, and no ring of them, import each other', () => {
    const imports = folderImports();
    expect(imports.get('documents')).toContain('book-model');
    expect(importCycles(imports)).toEqual([]);
  });

  it('finds a ring of imports, as the check above would report it', () => {
    const ring = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(importCycles(ring)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
