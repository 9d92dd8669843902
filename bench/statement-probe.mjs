// Preloaded into a benched server (`node --import`) by bench/load.ts beside event-loop-probe.mjs: per endpoint, how
// many requests, the statements they sent to PostgreSQL (BEGIN and COMMIT included), and how long they waited for a
// pooled connection and for their statements' answers. The server's own view, where pg_stat_statements is not loaded.
// Writes JSON to STATEMENT_PROBE_FILE as the process exits.
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import pg from 'pg';

const file = process.env.STATEMENT_PROBE_FILE;
const request = new AsyncLocalStorage();
/** Endpoint → { requests, statements, waitMs, queryMs, connects }. */
const endpoints = new Map();
const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

const tallyOf = (name) => {
  let tally = endpoints.get(name);
  if (!tally) endpoints.set(name, (tally = { requests: 0, statements: 0, connects: 0, waitMs: 0, queryMs: 0 }));
  return tally;
};

if (file) {
  const createServer = http.createServer;
  http.createServer = function (...args) {
    const listener = args.findIndex((arg) => typeof arg === 'function');
    if (listener >= 0) {
      const handle = args[listener];
      args[listener] = (req, res) => {
        const name = `${req.method} ${(req.url ?? '').split('?')[0].replace(ID, ':id')}`;
        const seen = { statements: 0, connects: 0, waitMs: 0, queryMs: 0 };
        res.once('finish', () => {
          const tally = tallyOf(name);
          tally.requests++;
          for (const key of Object.keys(seen)) tally[key] += seen[key];
        });
        return request.run(seen, () => handle(req, res));
      };
    }
    return createServer.apply(this, args);
  };
  // The server imports `createServer` by name: the named export follows the patched default only once synced.
  syncBuiltinESMExports();
  const connect = pg.Pool.prototype.connect;
  pg.Pool.prototype.connect = function (...args) {
    const seen = request.getStore();
    if (!seen || args.length > 0) return connect.apply(this, args);
    const started = performance.now();
    seen.connects++;
    return connect.apply(this, args).finally(() => (seen.waitMs += performance.now() - started));
  };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (...args) {
    const seen = request.getStore();
    const answer = query.apply(this, args);
    if (!seen || typeof answer?.finally !== 'function') return answer;
    const started = performance.now();
    seen.statements++;
    return answer.finally(() => (seen.queryMs += performance.now() - started));
  };
  process.on('exit', () => writeFileSync(file, JSON.stringify(Object.fromEntries(endpoints))));
}
