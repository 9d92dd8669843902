import type { ListQuery } from '../../../shared/schemas/saved-item.js';
import { SAVED_LIST_CACHE_CHARS } from '../../limits.js';
import { SerializedJson } from '../json/index.js';

interface KeptPage<Page> {
  /** The user's saved-list version the page was read at. */
  version: number;
  json: SerializedJson<Page>;
}

/**
 * Pages of one kind of saved-item list, kept serialized (and compressed as they are asked for) with the user's
 * saved-list version they were read at. A kept page is answered again while that version stands; any change to
 * one of the user's saved items moves the version on, in the change's own transaction, and the page is read
 * afresh (docs/decisions/0019). The caller reads the version before asking, so a kept page is never older than
 * its version. Searches are not kept: each keystroke is a new one. Beyond the budget the least recently answered
 * pages go first.
 */
export function keptPages<Page>() {
  const kept = new Map<string, KeptPage<Page>>();
  let keptChars = 0;

  const forget = (key: string) => {
    const page = kept.get(key);
    if (!page) return;
    kept.delete(key);
    keptChars -= page.json.text.length;
  };

  /** Keeps `page` as the most recently answered, in place of any page kept under `key`. */
  const keep = (key: string, page: KeptPage<Page>) => {
    forget(key);
    if (page.json.text.length > SAVED_LIST_CACHE_CHARS) return;
    kept.set(key, page);
    keptChars += page.json.text.length;
    for (const oldest of kept.keys()) {
      if (keptChars <= SAVED_LIST_CACHE_CHARS) break;
      forget(oldest);
    }
  };

  /** The user's page for `query` at `version`: the kept one when it was read at that version, else `read` kept. */
  return async function keptPage(userId: string, query: ListQuery, version: number, read: () => Promise<Page>) {
    if (query.search) return new SerializedJson(await read());
    const key = `${userId}\n${query.limit}\n${query.cursor ?? ''}`;
    const current = kept.get(key);
    const page = current?.version === version ? current : { version, json: new SerializedJson(await read()) };
    keep(key, page);
    return page.json;
  };
}

export type KeptPages<Page> = ReturnType<typeof keptPages<Page>>;
