import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SqliteDriver } from './sqlite-driver.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTitle } from '../../../tests/factories/index.js';
import { bootServices, type Services } from '../boot.js';
import { loadEnv } from '../env.js';
import { backupSqlite, defaultBackupPath } from './backup-sqlite.js';
import type { DatabaseHandle } from './client.js';

describe('online SQLite backup', () => {
  let dir: string;
  let live: DatabaseHandle;
  let auth: Services['auth'];
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'infoforge-backup-'));
    // The database a server in this data dir runs on, every migration applied.
    ({ database: live, auth } = await bootServices(loadEnv({ DATA_DIR: dir, LOG_LEVEL: 'silent' })));
  });
  afterEach(async () => {
    await live.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies a database that is being written to into an intact file holding every row written before it began', async () => {
    const { user } = await auth.api.signUpEmail({
      body: { name: 'Backup Owner', email: 'owner@example.com', password: 'secret-password' },
    });
    const userId = user.id;
    for (let i = 0; i < 2_000; i++) {
      await createTitle(live.db, { userId, title: `Before ${i}: Crème Brûlée for Night Owls 🌙 ${'x'.repeat(300)}` });
    }
    let writing = true;
    let writtenDuring = 0;
    const writer = (async () => {
      while (writing) {
        await createTitle(live.db, { userId, title: `During ${writtenDuring++}` });
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    const destination = defaultBackupPath(dir, new Date('2026-11-23T04:05:06.789Z'));
    expect(destination).toBe(path.join(dir, 'backups', 'infoforge-20261123T040506Z.sqlite'));
    const { pages } = await backupSqlite(path.join(dir, 'infoforge.sqlite'), destination);
    writing = false;
    await writer;
    expect(pages).toBeGreaterThan(100);
    expect(writtenDuring).toBeGreaterThan(0);

    const copy = new SqliteDriver(destination, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const titles = copy.prepare('select title from product_titles').pluck().all() as string[];
      expect(titles.filter((title) => title.startsWith('Before '))).toHaveLength(2_000);
      expect(titles).toContain(`Before 1999: Crème Brûlée for Night Owls 🌙 ${'x'.repeat(300)}`);
    } finally {
      copy.close();
    }
  });
});
