// Builds the server (tsc → build/) and the client (vite → dist/client/), prerenders the static pages
// and writes brotli and gzip twins of the client's files.
// `npm run build` always builds; `npm start` calls buildIfStale() so a fresh clone needs no manual step.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDirectory } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const stampFile = path.join(root, 'build', '.built-at');
const clientDir = path.join(root, 'dist/client');
const INPUTS = [
  'src',
  'scripts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.build.json',
];

function newestInputTime() {
  let newest = 0;
  const visit = (file) => {
    const stat = statSync(file);
    if (stat.isDirectory()) for (const entry of readdirSync(file)) visit(path.join(file, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of INPUTS) if (existsSync(path.join(root, input))) visit(path.join(root, input));
  return newest;
}

export function buildAll() {
  const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
  console.log('Building the server…');
  run(bin('tsc'), ['-p', 'tsconfig.build.json']);
  console.log('Building the client…');
  run(bin('vite'), ['build', '--logLevel', 'warn']);
  console.log('Prerendering the static pages…');
  run(process.execPath, [path.join(root, 'scripts/prerender.mjs'), clientDir]);
  precompressDirectory(clientDir);
  writeFileSync(stampFile, new Date().toISOString());
}

export function buildIfStale() {
  const builtAt = existsSync(stampFile) ? statSync(stampFile).mtimeMs : 0;
  const complete = existsSync(path.join(clientDir, 'index.html'));
  if (!complete || newestInputTime() > builtAt) buildAll();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildAll();
