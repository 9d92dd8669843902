import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DIALECTS, type TestContext } from '../../../../../tests/support/test-context.js';
import { databaseStorage } from './database-storage.js';
import { diskStorage } from './disk-storage.js';
import type { FileStorage } from './file-storage.js';

const readAll = async (storage: FileStorage, key: string) => {
  const file = await storage.open(key);
  return file ? { ...file, bytes: Buffer.from(await new Response(file.body).arrayBuffer()) } : null;
};

const BACKENDS = [['disk', 'sqlite'], ...DIALECTS.map((dialect) => ['database', dialect] as const)] as const;

describe.each(BACKENDS)('%s storage (%s)', (kind, dialect) => {
  let ctx: TestContext;
  let dir: string;
  let storage: FileStorage;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
    dir = mkdtempSync(path.join(tmpdir(), 'infoforge-storage-'));
    storage = kind === 'disk' ? diskStorage(dir) : databaseStorage(ctx.db);
  });
  afterEach(async () => {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a file and streams it back whole, larger ones in pieces', async () => {
    const bytes = randomBytes(700 * 1024);
    await storage.save('covers/user-1/a.png', bytes);
    const file = await readAll(storage, 'covers/user-1/a.png');
    expect(file).toMatchObject({ size: bytes.length, contentType: 'image/png' });
    expect(file!.bytes.equals(bytes)).toBe(true);
    expect(await storage.exists('covers/user-1/a.png')).toBe(true);
  });

  it('replaces a file saved again under the same key', async () => {
    await storage.save('docs/x.pdf', Buffer.from('first'));
    await storage.save('docs/x.pdf', Buffer.from('second'));
    expect((await readAll(storage, 'docs/x.pdf'))?.bytes.toString()).toBe('second');
  });

  it('lists the files directly in a folder, and removes one file at a time', async () => {
    await storage.save('documents/user-1/project-1/gen-a.pdf', Buffer.from('a'));
    await storage.save('documents/user-1/project-1/gen-b.epub', Buffer.from('b'));
    await storage.save('documents/user-1/project-1/deeper/gen-c.pdf', Buffer.from('c'));
    await storage.save('documents/user-1/project-10/gen-d.pdf', Buffer.from('d'));
    await storage.save('documents/user-1/project-1.pdf', Buffer.from('e'));
    expect((await storage.list('documents/user-1/project-1')).sort()).toEqual([
      'documents/user-1/project-1/gen-a.pdf',
      'documents/user-1/project-1/gen-b.epub',
    ]);
    expect(await storage.list('documents/user-2/project-1')).toEqual([]);

    await storage.remove('documents/user-1/project-1/gen-a.pdf');
    await storage.remove('documents/user-1/project-1/gen-a.pdf');
    expect(await storage.exists('documents/user-1/project-1/gen-a.pdf')).toBe(false);
    expect(await storage.list('documents/user-1/project-1')).toEqual(['documents/user-1/project-1/gen-b.epub']);
    expect(await storage.exists('documents/user-1/project-10/gen-d.pdf')).toBe(true);
    expect(await storage.exists('documents/user-1/project-1.pdf')).toBe(true);
  });

  it('answers nothing for a missing file and refuses keys that are not ours', async () => {
    expect(await storage.open('covers/nobody/missing.png')).toBeNull();
    expect(await storage.exists('covers/nobody/missing.png')).toBe(false);
    await expect(storage.save('../escape.png', Buffer.from('x'))).rejects.toThrow('Not a storage key');
    await expect(storage.open('covers/../../etc/passwd.png')).rejects.toThrow('Not a storage key');
    await expect(storage.remove('../escape.png')).rejects.toThrow('Not a storage key');
    await expect(storage.list('documents/../..')).rejects.toThrow('Not a storage folder');
    await expect(storage.list('documents/%')).rejects.toThrow('Not a storage folder');
  });
});
