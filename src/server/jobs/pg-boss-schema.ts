/**
 * The schema pg-boss keeps its tables in: `pgboss` beside an app in `public`, else named after the app's schema,
 * so apps (or test runs) that share one PostgreSQL database in different schemas never share a queue.
 */
export function pgBossSchemaFor(appSchema: string): string {
  return appSchema === 'public' ? 'pgboss' : `${appSchema}_pgboss`;
}
