/**
 * The test files that run on PostgreSQL as well as SQLite (`DIALECTS` from test-context.ts, or PostgreSQL alone),
 * each with what of the dialect it is about. Every other test file runs on SQLite only: what it proves does not depend
 * on the database (docs/testing.md says how a new file chooses). tests/lint/test-split.test.ts holds the files to
 * this list, both ways.
 */
export const DIALECT_SENSITIVE_FILES: Record<string, string> = {
  // Isolation: another user's ids, uuid-typed on PostgreSQL, text on SQLite.
  'src/server/routes/isolation-matrix.test.ts': 'isolation',
  // Lists and search: trigram indexes and LIKE escapes, Unicode folding, counts (a string on PostgreSQL).
  'src/server/routes/saved-lists.test.ts': 'lists and search',
  'src/server/routes/list-search-input.test.ts': 'lists and search',
  'src/server/routes/saved-list-cache.test.ts': 'lists and search',
  'src/server/routes/admin.test.ts': 'lists and search: the user search folds case with each dialect’s lower()',
  'src/server/routes/dashboard.test.ts': 'lists and search: counts',
  'src/server/http/saved-list-pages/list-pages.equivalence.test.ts': 'lists and search',
  'src/server/http/saved-list-pages/saved-list-version.test.ts': 'lists and search: the version trigger',
  'src/server/services/lists/indexed-search.equivalence.test.ts': 'lists and search',
  'src/server/db/escape-like.test.ts': 'lists and search',
  // Migrations and the column types they choose per dialect (jsonb, uuid, timestamptz against text).
  'src/server/db/migrate.test.ts': 'migrations',
  'src/server/db/client.test.ts': 'migrations: opening and closing each dialect',
  'src/server/routes/saved-item-round-trip.test.ts': 'column types: every saved field read back',
  'src/server/routes/longest-book-plan.test.ts': 'column types: the longest values read back by every GET',
  'src/server/routes/book-follows-plan.test.ts':
    'column types: the plan a part was written against, jsonb on PostgreSQL',
  'src/server/routes/json-endpoints.fuzz.slow.test.ts': 'column types: hostile values each dialect refuses differently',
  'src/server/routes/projects.test.ts': 'statements per dialect: a project and its sections in one statement',
  'src/server/services/projects/create-project-with-documents.test.ts': 'statements per dialect',
  // Storage: on disk beside SQLite, in the database on PostgreSQL.
  'src/server/services/storage/backends/storage.test.ts': 'storage',
  'src/server/services/storage/sweep-stored-files.test.ts': 'storage',
  'src/server/routes/storage-quota.test.ts': 'storage',
  'src/server/routes/covers.test.ts': 'storage: a cover saved through one instance and served by another',
  // Jobs: the local queue over a table on SQLite, pg-boss on PostgreSQL.
  'src/server/jobs/pg-boss-job-queue.test.ts': 'jobs',
  'src/server/services/documents/generate-documents-workers.test.ts': 'jobs: worker processes',
  'src/server/services/book-runs/write-book-workers.test.ts': 'jobs: worker processes',
  'src/server/routes/bystander-under-attack.timed.slow.test.ts': 'jobs: each queue claims by lane and account',
  // Pool and concurrency: connections, locks, lost connections, rate counts under concurrent writes.
  'src/server/routes/pool-fairness.test.ts': 'pool and concurrency',
  'src/server/routes/cover-saves-at-once.test.ts': 'pool and concurrency',
  'src/server/routes/project-plan.test.ts':
    'pool and concurrency: two plan saves on one revision at once, one refused by the conditional upsert',
  'src/server/routes/health.test.ts': 'pool and concurrency: the database probe',
  'src/server/db/connection-loss.test.ts': 'pool and concurrency',
  'src/server/db/is-database-unavailable.test.ts': 'pool and concurrency',
  'src/server/services/generation/generation-rate-limiter.test.ts':
    'pool and concurrency: counts under concurrent writes',
  'src/server/auth/session-check/idle-async-context.test.ts': 'pool and concurrency: the session check’s connections',
  // Precompiled queries: compiled once per dialect.
  'src/server/db/precompiled/precompiled-query.test.ts': 'precompiled queries',
  'src/server/db/precompiled/precompiled-query.equivalence.test.ts': 'precompiled queries',
  'src/server/auth/session-check/matches-better-auth.test.ts': 'precompiled queries: the session lookup',
};
