// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSavedItemPages, useSavedItems, useSavedItemsWithLinked } from './saved-items';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const KEPT_SAFE_ID = '2f8e7a3c-9b1d-4e6f-8a2b-3c4d5e6f7a8b';
const OLDER_ID = '7c1d2e3f-4a5b-4c6d-9e8f-0a1b2c3d4e5f';

const FAILED = () => json(500, { error: { code: 'INTERNAL', message: 'Failed to load saved items' } });
const ONE_TITLE = () =>
  json(200, {
    items: [
      {
        id: KEPT_SAFE_ID,
        title: 'Kept Safe',
        tone: 'casual',
        ideaId: null,
        projectId: null,
        createdAt: '2026-11-23T10:00:00.000Z',
      },
    ],
    nextCursor: null,
  });

const OLDER_TITLE = () =>
  json(200, {
    id: OLDER_ID,
    title: 'Older Than the Page',
    tone: 'casual',
    ideaId: null,
    projectId: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    generationInput: null,
  });

/** The server answers the list requests in turn with these. */
function serving(...answers: (() => Response)[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(answers.shift()!())),
  );
}

function withQueries() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('saved items that could not be read', () => {
  it('are an empty list to the forms, which then take manual input', async () => {
    serving(FAILED);
    const { result } = renderHook(() => useSavedItems('titles'), { wrapper: withQueries() });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual([]));
  });

  it('are a failure to the lists, with the server message, until Try again reads them', async () => {
    serving(FAILED, ONE_TITLE);
    const { result } = renderHook(() => useSavedItemPages('titles'), { wrapper: withQueries() });
    await waitFor(() => expect(result.current.failure).toBeDefined());
    expect(result.current.items).toBeUndefined();
    expect((result.current.failure!.error as Error).message).toBe('Failed to load saved items');

    act(() => result.current.failure!.retry());
    await waitFor(() => expect(result.current.items?.map((item) => item.title)).toEqual(['Kept Safe']));
    expect(result.current.failure).toBeUndefined();
  });
});

describe('saved items with the one a link names', () => {
  /** Answers the list with one title and any single title with an older one, and records the paths asked for. */
  function servingListAndOlder() {
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        const { pathname } = new URL(url, 'http://localhost');
        paths.push(pathname);
        return Promise.resolve(pathname === '/api/titles' ? ONE_TITLE() : OLDER_TITLE());
      }),
    );
    return paths;
  }

  it('reads no more when the linked item is among those listed', async () => {
    const paths = servingListAndOlder();
    const { result } = renderHook(() => useSavedItemsWithLinked('titles', KEPT_SAFE_ID), { wrapper: withQueries() });
    await waitFor(() => expect(result.current?.map((item) => item.id)).toEqual([KEPT_SAFE_ID]));
    expect(paths).toEqual(['/api/titles']);
  });

  it('reads the linked item by id and lists it after the others when it is older than the pages read', async () => {
    const paths = servingListAndOlder();
    const { result } = renderHook(() => useSavedItemsWithLinked('titles', OLDER_ID), { wrapper: withQueries() });
    await waitFor(() => expect(result.current?.map((item) => item.id)).toEqual([KEPT_SAFE_ID, OLDER_ID]));
    expect(paths).toEqual(['/api/titles', `/api/titles/${OLDER_ID}`]);
  });
});
