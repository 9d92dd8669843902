// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSavedItemPages, useSavedItems } from './saved-items';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const FAILED = () => json(500, { error: { code: 'INTERNAL', message: 'Failed to load saved items' } });
const ONE_TITLE = () =>
  json(200, {
    items: [
      {
        id: '2f8e7a3c-9b1d-4e6f-8a2b-3c4d5e6f7a8b',
        title: 'Kept Safe',
        tone: 'casual',
        ideaId: null,
        projectId: null,
        createdAt: '2026-11-23T10:00:00.000Z',
      },
    ],
    nextCursor: null,
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
