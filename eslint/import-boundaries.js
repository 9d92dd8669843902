// Which folders may import which (docs/architecture.md): every import is resolved to a file path and checked.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * The server's layers, each a folder under src/server/; a file belongs to the longest one holding it, so a layer
 * nested in another (the renderers, services/render/, inside services/) is a layer of its own, below its parent.
 */
const RENDER = 'services/render';
const DRAW = 'services/covers/draw';
const BACKENDS = 'services/storage/backends';
const SERVER_LAYERS_ABOVE = {
  errors: ['routes', 'http', 'services', 'auth', 'ai', 'mail', 'db', RENDER, BACKENDS, DRAW, 'jobs'],
  db: ['routes', 'http', 'services', 'auth', 'ai', 'mail', RENDER, BACKENDS, DRAW, 'jobs'],
  // The queue (jobs) sits on the database; services define the jobs it runs.
  jobs: ['routes', 'http', 'services', 'auth', 'ai', 'mail', RENDER, BACKENDS, DRAW],
  // Files (storage backends) sit on the database; the renderers of books and the drawing of covers are pure.
  [RENDER]: ['routes', 'http', 'services', 'auth', 'ai', 'mail', 'db', BACKENDS, DRAW],
  [BACKENDS]: ['routes', 'http', 'services', 'auth', 'ai', 'mail', RENDER, DRAW],
  [DRAW]: ['routes', 'http', 'services', 'auth', 'ai', 'mail', 'db', RENDER, BACKENDS],
  ai: ['routes', 'http', 'services', 'auth', 'mail', 'db'],
  mail: ['routes', 'http', 'services', 'auth', 'ai'],
  auth: ['routes', 'http', 'services', 'ai'],
  services: ['routes', 'http'],
  http: ['routes'],
  routes: [],
};
const SERVER_LAYERS = Object.keys(SERVER_LAYERS_ABOVE).sort((a, b) => b.length - a.length);
const LAYER_CHAIN = `routes → http → services → auth, ai, mail, jobs, ${RENDER}, ${DRAW}, ${BACKENDS} → db → errors`;

/** The layer a repo path belongs to, or undefined outside them. */
function serverLayerOf(file) {
  return SERVER_LAYERS.find((layer) => file.startsWith(`src/server/${layer}/`));
}

/**
 * The book (`features/book/`) is the one feature other features mount: the project page and the wizard show it
 * through its entry; it imports no other feature.
 */
const isBookEntry = (target) => /^src\/client\/features\/book(\/index(\.tsx?)?)?$/.test(target);

/**
 * The fences of the fast paths (docs/decisions/0056): each is reached only through its entry, `index.ts`, which
 * chooses the fast path or the library's own door (`FAST_PATHS`).
 */
const FENCES = [
  'src/server/auth/session-check/',
  'src/server/http/json/',
  'src/server/db/precompiled/',
  'src/server/http/saved-list-pages/',
];

/** The folders a file in `from` must not import from, with the reason shown in the lint message. */
function forbiddenFor(from) {
  const rules = [];
  if (from.startsWith('src/'))
    rules.push({ dirs: ['tests/'], why: 'the app never imports test support; tests import the app, not the reverse' });
  for (const fence of FENCES) {
    if (from.startsWith(fence)) continue;
    rules.push({
      dirs: [fence],
      allows: (target) => target.startsWith(`${fence}index.`),
      why: `a fast path is reached through its fence's entry, ${fence}index.ts`,
    });
  }
  if (from.startsWith('src/shared/'))
    rules.push({ dirs: ['src/server/', 'src/client/'], why: 'shared code imports neither side' });
  if (from.startsWith('src/client/'))
    rules.push({ dirs: ['src/server/'], why: 'the client reaches the server only over HTTP' });
  if (from.startsWith('src/server/')) rules.push({ dirs: ['src/client/'], why: 'the server never imports the client' });
  const serverLayer = serverLayerOf(from);
  if (serverLayer) {
    const above = SERVER_LAYERS_ABOVE[serverLayer];
    rules.push({
      matches: (target) => above.includes(serverLayerOf(target)),
      why: `${serverLayer}/ sits below it: ${LAYER_CHAIN}`,
    });
  }
  if (/^src\/client\/(components|lib)\//.test(from)) {
    rules.push({
      dirs: ['src/client/features/', 'src/client/app/'],
      why: 'shared client code sits below features and app',
    });
  }
  const feature = from.match(/^src\/client\/features\/([^/]+)\//)?.[1];
  if (feature) {
    rules.push({
      dirs: ['src/client/features/', 'src/client/app/'],
      allows: (target) => target.startsWith(`src/client/features/${feature}/`) || isBookEntry(target),
      why: 'features never import each other (but for the book, through features/book/index.ts); move shared code down into components/ or lib/',
    });
  }
  return rules;
}

function resolveImport(fromFile, specifier) {
  if (specifier.startsWith('@/')) return `src/client/${specifier.slice(2)}`;
  if (!specifier.startsWith('.')) return null;
  return path
    .relative(ROOT, path.resolve(path.dirname(fromFile), specifier))
    .split(path.sep)
    .join('/');
}

const layers = {
  meta: { type: 'problem', schema: [], messages: { crossing: "'{{specifier}}' crosses a boundary: {{why}}." } },
  create(context) {
    const from = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const rules = forbiddenFor(from);
    if (rules.length === 0) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveImport(context.filename, specifier);
      if (!target) return;
      const broken = rules.find((rule) =>
        rule.matches
          ? rule.matches(target)
          : rule.dirs.some((dir) => `${target}/`.startsWith(dir)) && !rule.allows?.(target),
      );
      if (broken) context.report({ node: node.source, messageId: 'crossing', data: { specifier, why: broken.why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const importBoundaries = { rules: { layers } };
