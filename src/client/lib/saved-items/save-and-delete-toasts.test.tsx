// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedItemsQueryOptions, useSavedItems } from './saved-items';
import { useDeleteItem } from './use-delete-item';
import { useSaveItem } from './use-save-item';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SAVED = {
  id: '2f8e7a3c-9b1d-4e6f-8a2b-3c4d5e6f7a8b',
  title: 'Prep Once, Eat All Week',
  tone: 'friendly',
  ideaId: null,
  projectId: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  generationInput: null,
};

/** A server that saves and deletes the title and lists what is saved, answering each list read after 50 ms. */
function servingTitles({ saved }: { saved: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        saved = true;
        return json(201, SAVED);
      }
      if (init?.method === 'DELETE') {
        saved = false;
        return new Response(null, { status: 204 });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      return json(200, { items: saved ? [SAVED] : [], nextCursor: null });
    }),
  );
}

let client: QueryClient;

function withQueriesAndToasts() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<Toaster />);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const listedTitles = () =>
  client
    .getQueryData(savedItemsQueryOptions('titles').queryKey)
    ?.pages.flatMap((page) => page.items.map((item) => item.title));

describe('the toast of a save or a delete', () => {
  it('shows once the lists show the saved item and the caller has moved on', async () => {
    servingTitles({ saved: false });
    const { result } = renderHook(
      () => ({
        list: useSavedItems('titles'),
        saving: useSaveItem('titles', { saved: 'Title saved!', updated: 'Title updated!' }),
      }),
      { wrapper: withQueriesAndToasts() },
    );
    await waitFor(() => expect(result.current.list).toEqual([]));

    const seenByCaller: { toastShown: boolean; listed: string[] | undefined }[] = [];
    act(() =>
      result.current.saving.save(
        { input: { title: SAVED.title, tone: 'friendly' } },
        {
          onSuccess: () =>
            seenByCaller.push({
              toastShown: screen.queryByText('Title saved!') !== null,
              listed: listedTitles(),
            }),
        },
      ),
    );

    await screen.findByText('Title saved!');
    expect(seenByCaller).toEqual([{ toastShown: false, listed: [SAVED.title] }]);
  });

  it('shows once the lists no longer show the deleted item', async () => {
    servingTitles({ saved: true });
    const { result } = renderHook(() => ({ list: useSavedItems('titles'), deleting: useDeleteItem('titles') }), {
      wrapper: withQueriesAndToasts(),
    });
    await waitFor(() => expect(result.current.list?.map((item) => item.title)).toEqual([SAVED.title]));

    act(() => result.current.deleting.mutate(SAVED.id));
    await screen.findByText('Deleted successfully');
    expect(listedTitles()).toEqual([]);
  });
});
