// `npm start`: build what is missing or stale, then run the server (migrations run at its start-up).
import { buildIfStale } from './build.mjs';

process.env.NODE_ENV ??= 'production';
buildIfStale();
await import('../build/server/index.js');
