import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../src/server/db/schema.js';
import { createContent, createCover, createIdea, createNiche, createProject, createTitle } from '../factories/index.js';
import type { TestClient } from './test-client.js';
import type { TestContext } from './test-context.js';
import { PRESET_RIGHTS } from '../../src/shared/schemas/license.js';

type OwnedTable = keyof Database &
  ('niches' | 'product_ideas' | 'product_titles' | 'generated_content' | 'cover_images' | 'projects');

/** A signed-in test client and its user. */
export type Owner = TestClient & { userId: string };

/** An object of one user: what a route's parameter names it by, and its row. */
export interface OwnedObject {
  param: string;
  rowId: string;
}

export interface OwnedResource {
  table: OwnedTable;
  create: (ctx: TestContext, owner: Owner) => Promise<OwnedObject>;
}

/** A resource whose objects a factory writes straight into its table, named by their row id. */
const fromFactory = (
  table: OwnedTable,
  factory: (db: Kysely<Database>, fields: { userId: string }) => Promise<{ id: string }>,
): OwnedResource => ({
  table,
  create: async (ctx, owner) => {
    const { id } = await factory(ctx.db, { userId: owner.userId });
    return { param: id, rowId: id };
  },
});

/** A cover made and saved the way the designer does it, so its image is a real stored file. */
async function createCoverWithImage(owner: Owner): Promise<{ coverId: string; file: string }> {
  const generated = await owner.post('/api/generate-cover-image', { title: 'Owned Cover', authorName: 'Owner' });
  const { imageUrl } = z.object({ imageUrl: z.string() }).parse(await generated.json());
  const saved = await owner.post('/api/covers', { imageUrl, style: 'modern' });
  const { id } = z.object({ id: z.string() }).parse(await saved.json());
  return { coverId: id, file: imageUrl.slice(imageUrl.lastIndexOf('/') + 1) };
}

/**
 * How to give a user one object of each resource that an API route names by id, keyed by the route's prefix.
 * A route under a prefix missing here fails the isolation matrix until it is added, so none goes untested.
 */
export const OWNED_RESOURCES: Record<string, OwnedResource> = {
  '/api/niches': fromFactory('niches', createNiche),
  '/api/ideas': fromFactory('product_ideas', createIdea),
  '/api/titles': fromFactory('product_titles', createTitle),
  '/api/content': fromFactory('generated_content', createContent),
  '/api/covers': fromFactory('cover_images', createCover),
  '/api/covers/images': {
    table: 'cover_images',
    create: async (_ctx, owner) => {
      const { coverId, file } = await createCoverWithImage(owner);
      return { param: file, rowId: coverId };
    },
  },
  '/api/projects': fromFactory('projects', createProject),
};

export interface Endpoint {
  method: string;
  path: string;
}

/** The app's own endpoints (not its middleware, not auth, not the built client) that match `keep`, once each. */
export function endpointsOf(ctx: TestContext, keep: (endpoint: Endpoint) => boolean): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const { method, path } of ctx.app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/') || path.startsWith('/api/auth/')) continue;
    if (keep({ method, path })) seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

const ID_PARAM = /\/:[A-Za-z]+/;

/** A route that names one of a user's own objects (admin endpoints are checked by role instead). */
export const takesOwnedId = ({ path }: Endpoint) => ID_PARAM.test(path) && !path.startsWith('/api/admin/');

/** The resource prefix of an id route: `/api/niches/:id` and `/api/niches/:id/image` both give `/api/niches`. */
export const resourceOf = (path: string) => path.slice(0, path.search(ID_PARAM));

/** The route's path with every parameter set to `id`. */
export const withId = (path: string, id: string) => path.replace(/:[A-Za-z]+/g, id);

/** Valid bodies of the changes whose body is not the object's own view (and of the posts that take one). */
export const CHANGE_BODIES: Record<string, Record<string, unknown>> = {
  '/api/projects/:id/print': { trim: '6x9', paper: 'cream', bleed: true, notesPages: true },
  '/api/projects/:id/listing': { description: '<p>Taken over.</p>', keywords: ['taken over'], summary: 'Taken over.' },
  '/api/projects/:id/ai-disclosure': { text: 'entire-extensive', images: null },
  '/api/projects/:id/license': { preset: 'personal', rights: PRESET_RIGHTS.personal },
  '/api/projects/:id/rebrand': { name: { from: 'Dana', to: 'Taken Over' } },
  '/api/projects/:id/rebrand/preview': { name: { from: 'Dana', to: 'Taken Over' } },
};

/** A user's view of their object with its empty fields left out: a valid body to save it again. */
export async function ownView(client: TestClient, resource: string, id: string): Promise<Record<string, unknown>> {
  const view = z.record(z.string(), z.unknown()).parse(await (await client.get(`${resource}/${id}`)).json());
  return Object.fromEntries(Object.entries(view).filter(([, value]) => value !== null));
}

/** Sends `body` (for methods that carry one) with the client's session. */
export function send(client: TestClient, method: string, path: string, body: unknown): Promise<Response> {
  if (method === 'GET') return client.get(path);
  if (method === 'DELETE') return client.delete(path);
  if (method === 'PUT') return client.put(path, body);
  if (method === 'PATCH') return client.patch(path, body);
  return client.post(path, body);
}
