// Renders the public pages and the dashboard's frame to static HTML at build time, so the browser paints
// them before any script runs. Writes <client dir>/pages/<name>.html from the built index.html.
// Runs as its own process (`node scripts/prerender.mjs <client dir>`): the rendered modules open
// browser-side handles (a BroadcastChannel) that would keep a build process alive.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const AUTH_CLIENT = path.join('src', 'client', 'lib', 'auth', 'auth-client.ts');

/** The auth client reads window.location when loaded; prerendering never calls it, so a stand-in is enough. */
const stubAuthClient = {
  name: 'prerender-stub-auth-client',
  enforce: 'pre',
  load: (id) =>
    id.endsWith(AUTH_CLIENT)
      ? "export const authClient = new Proxy({}, { get() { throw new Error('no auth client while prerendering'); } });"
      : undefined,
};

/** The app's script and its preloads become prefetches: nothing runs, the next page finds them cached. */
function withoutScripts(html) {
  const prefetching = html
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/g,
      '<link rel="prefetch" crossorigin href="$1">',
    )
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, '<link rel="prefetch" crossorigin href="$1">');
  if (/<script|modulepreload/.test(prefetching)) throw new Error('a script tag of index.html was not recognised');
  return prefetching;
}

const pageFile = (pathname) => `${pathname === '/' ? 'index' : pathname.slice(1)}.html`;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function prerenderClient(clientDir) {
  const outDir = path.join(root, 'build/prerender');
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [stubAuthClient],
    build: { ssr: path.join(root, 'src/client/prerender.tsx'), outDir, emptyOutDir: true },
  });
  const { prerenderPages } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const emptyRoot = '<div id="root"></div>';
  if (!template.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to fill`);

  const pagesDir = path.join(clientDir, 'pages');
  mkdirSync(pagesDir, { recursive: true });
  for (const page of await prerenderPages()) {
    const markup = page.mode === 'app-inert' ? `<div inert>${page.html}</div>` : page.html;
    const html = template.replace(emptyRoot, `<div id="root">${markup}</div>`);
    writeFileSync(path.join(pagesDir, pageFile(page.path)), page.mode === 'static' ? withoutScripts(html) : html);
  }
}

const clientDir = process.argv[2];
if (!clientDir) throw new Error('usage: node scripts/prerender.mjs <built client dir>');
await prerenderClient(path.resolve(clientDir));
process.exit(0);
