import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { defineJob, registerJob } from '../../jobs/job-definition.js';
import type { Log } from '../../logger.js';
import { STORAGE_SWEEP_EVERY_MS } from '../../limits.js';
import type { FileStorage } from './backends/file-storage.js';
import { sweepStoredFiles } from './sweep-stored-files.js';

/** The storage sweep, run by the queue every hour, one run at a time across processes; a failed run waits for the next. */
export const sweepStoredFilesJob = defineJob({
  name: 'sweep-stored-files',
  payload: z.object({}),
  maxAttempts: 1,
  everyMs: STORAGE_SWEEP_EVERY_MS,
});

export function sweepStoredFilesHandler({
  db,
  storage,
  log,
}: {
  db: Kysely<Database>;
  storage: FileStorage;
  log: Log;
}) {
  return registerJob(sweepStoredFilesJob, {
    async run() {
      const { recorded, removed } = await sweepStoredFiles(db, storage);
      log.info({ recorded, removed }, 'storage swept');
    },
    async fail(_payload, reason) {
      log.warn({ reason }, 'storage sweep failed');
    },
  });
}
