import type { z } from 'zod';
import { contentSummaryPage, saveContentInput, savedContent } from '../schemas/content.js';
import { coverSummaryPage, saveCoverInput, savedCover } from '../schemas/cover.js';
import { ideaSummaryPage, saveIdeaInput, savedIdea } from '../schemas/idea.js';
import { itemUsage } from '../schemas/item-usage.js';
import { nicheSummaryPage, saveNicheInput, savedNiche } from '../schemas/niche.js';
import { listQuery, savedItemCount, type SavedItemKind } from '../schemas/saved-item.js';
import { saveTitleInput, savedTitle, titleSummaryPage } from '../schemas/title.js';
import { endpoint } from './endpoint.js';

const LIST_FAILED = 'Failed to load saved items';
const DELETE_FAILED = 'Failed to delete item';

/**
 * The same seven endpoints for each kind of saved item, under `/api/<kind>`, with what the user is told when
 * reading, saving or updating one of the kind fails (docs/product-rules.md R43).
 */
function savedItemEndpoints<
  Kind extends SavedItemKind,
  Item extends z.ZodType,
  Page extends z.ZodType,
  Input extends z.ZodType,
>(
  kind: Kind,
  name: string,
  schemas: { item: Item; page: Page; input: Input },
  failures: { read: string; save: string; update: string },
) {
  const items: `/api/${Kind}` = `/api/${kind}`;
  const item: `/api/${Kind}/:id` = `${items}/:id`;
  return {
    list: endpoint({
      method: 'GET',
      path: items,
      failure: LIST_FAILED,
      summary: `A page of the user's ${name} summaries, newest first, searched by name`,
      query: listQuery,
      responses: { 200: { json: schemas.page } },
    }),
    count: endpoint({
      method: 'GET',
      path: `${items}/count`,
      failure: LIST_FAILED,
      summary: `How many ${name} items the user has`,
      responses: { 200: { json: savedItemCount } },
    }),
    read: endpoint({
      method: 'GET',
      path: item,
      failure: failures.read,
      summary: `One ${name} item, whole`,
      responses: { 200: { json: schemas.item } },
    }),
    usage: endpoint({
      method: 'GET',
      path: `${item}/usage`,
      failure: failures.read,
      summary: `The user's projects that use the ${name} item`,
      responses: { 200: { json: itemUsage } },
    }),
    create: endpoint({
      method: 'POST',
      path: items,
      failure: failures.save,
      summary: `Saves a ${name} item; the same saveKey sent again answers the item it saved`,
      body: schemas.input,
      responses: { 201: { json: schemas.item } },
    }),
    update: endpoint({
      method: 'PUT',
      path: item,
      failure: failures.update,
      summary: `Replaces a ${name} item; the projects that use it need their documents made again`,
      body: schemas.input,
      responses: { 200: { json: schemas.item } },
    }),
    remove: endpoint({
      method: 'DELETE',
      path: item,
      failure: DELETE_FAILED,
      summary: `Deletes a ${name} item; the projects that use it need their documents made again`,
      responses: { 204: { empty: true } },
    }),
  };
}

/**
 * The endpoints of a kind whose items are `Item`, listed as pages of `Summary` and saved from `Input`: what the
 * server's routes of any kind answer and read.
 */
export type SavedItemEndpoints<Item, Summary, Input> = ReturnType<
  typeof savedItemEndpoints<
    SavedItemKind,
    z.ZodType<Item>,
    z.ZodType<{ items: Summary[]; nextCursor: string | null }>,
    z.ZodType<Input>
  >
>;

/** Each kind of saved item's endpoints, by the kind's name in its path. */
export const savedItemApi = {
  niches: savedItemEndpoints(
    'niches',
    'niche',
    { item: savedNiche, page: nicheSummaryPage, input: saveNicheInput },
    { read: 'Failed to load niche data', save: 'Failed to save niche', update: 'Failed to update niche' },
  ),
  ideas: savedItemEndpoints(
    'ideas',
    'product idea',
    { item: savedIdea, page: ideaSummaryPage, input: saveIdeaInput },
    { read: 'Failed to load idea data', save: 'Failed to save idea', update: 'Failed to update product idea' },
  ),
  titles: savedItemEndpoints(
    'titles',
    'title',
    { item: savedTitle, page: titleSummaryPage, input: saveTitleInput },
    { read: 'Failed to load title data', save: 'Failed to save title', update: 'Failed to update title' },
  ),
  content: savedItemEndpoints(
    'content',
    'content section',
    { item: savedContent, page: contentSummaryPage, input: saveContentInput },
    { read: 'Failed to load content data', save: 'Failed to save content', update: 'Failed to update content' },
  ),
  covers: savedItemEndpoints(
    'covers',
    'cover',
    { item: savedCover, page: coverSummaryPage, input: saveCoverInput },
    { read: 'Failed to load cover data', save: 'Failed to save cover', update: 'Failed to update cover' },
  ),
};
