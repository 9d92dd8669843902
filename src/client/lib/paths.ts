/**
 * Every route of the app in one place. The router matches `pattern`; links are built with `href`,
 * whose arguments are the route's query, so no link writes a query string by hand.
 */

type QueryValues = Record<string, string | undefined>;

function withQuery(pathname: string, query: QueryValues = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

function route(pattern: string) {
  return { pattern, href: () => pattern };
}

function routeWithQuery<Query extends QueryValues>(pattern: string) {
  return { pattern, href: (query?: Query) => withQuery(pattern, query) };
}

/** The query of a generator tool that opens one saved item: `edit` replaces it when saved, `regenerate` starts from it. */
export type ToolModeQuery = { edit?: string; regenerate?: string };

export const paths = {
  home: route('/'),
  login: route('/login'),
  signup: route('/signup'),
  forgotPassword: route('/forgot-password'),
  resetPassword: route('/reset-password'),

  dashboard: route('/dashboard'),
  createProject: routeWithQuery<{ projectId?: string }>('/dashboard/create'),
  savedContent: route('/dashboard/products'),
  assemble: route('/dashboard/assemble'),
  project: {
    pattern: '/dashboard/project/:projectId',
    href: (projectId: string) => `/dashboard/project/${encodeURIComponent(projectId)}`,
  },
  nicheSelector: routeWithQuery<ToolModeQuery>('/dashboard/niche-selector'),
  productIdeas: routeWithQuery<ToolModeQuery & { nicheId?: string }>('/dashboard/product-ideas'),
  titleGenerator: routeWithQuery<ToolModeQuery & { ideaId?: string }>('/dashboard/title-generator'),
  contentGenerator: routeWithQuery<ToolModeQuery & { titleId?: string }>('/dashboard/content-generator'),
  coverGenerator: routeWithQuery<ToolModeQuery & { titleId?: string; projectId?: string; currentCoverId?: string }>(
    '/dashboard/cover-generator',
  ),

  admin: route('/admin'),
  adminUsers: route('/admin/users'),

  /** The same tool page in another mode: a search only, so it stays on whichever tool is open. */
  toolMode: {
    edit: (id: string) => withQuery('', { edit: id }),
    regenerate: (id: string) => withQuery('', { regenerate: id }),
  },
} as const;

/** The short paths of the original app, each sent on to its tool's route with the same query. */
export const TOOL_ALIASES = [
  { pattern: '/dashboard/niches', target: paths.nicheSelector.pattern },
  { pattern: '/dashboard/ideas', target: paths.productIdeas.pattern },
  { pattern: '/dashboard/titles', target: paths.titleGenerator.pattern },
  { pattern: '/dashboard/content', target: paths.contentGenerator.pattern },
  { pattern: '/dashboard/covers', target: paths.coverGenerator.pattern },
] as const;
