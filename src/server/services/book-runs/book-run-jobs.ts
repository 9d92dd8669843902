import type { RegisteredJob } from '../../jobs/job-definition.js';
import type { BookRunDeps } from './book-run-deps.js';
import { finishBookRunHandler } from './finish-book-run-job.js';
import { writeBookHandler } from './write-book-job.js';

/** The jobs a book run is made of, registered together: its stretches of writing and its last step. */
export const bookRunJobs = (deps: BookRunDeps, stretchMs?: number): RegisteredJob[] => [
  writeBookHandler(deps, stretchMs),
  finishBookRunHandler(deps),
];
