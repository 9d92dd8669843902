// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/test/fake-server';
import { renderHookInApp } from '@/test/render';
import { savedItemsQueryOptions, useSavedItems } from './saved-items';
import { useDeleteItem } from './use-delete-item';
import { useSaveItem } from './use-save-item';

const SAVED = {
  id: '2f8e7a3c-9b1d-4e6f-8a2b-3c4d5e6f7a8b',
  title: 'Prep Once, Eat All Week',
  tone: 'friendly',
  ideaId: null,
  projectId: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  generationInput: null,
};

/**
 * A server that saves and deletes the title and lists what is saved. The first list read is answered at once; the
 * ones after it wait until the test lets them go, so the test sees what shows while the lists are read again.
 */
function servingTitles({ saved }: { saved: boolean }) {
  let letListsGo = () => {};
  const listsLetGo = new Promise<void>((resolve) => (letListsGo = resolve));
  const { requests } = fakeServer({
    'POST /api/titles': () => {
      saved = true;
      return Response.json(SAVED, { status: 201 });
    },
    'DELETE /api/titles/:id': () => {
      saved = false;
      return new Response(null, { status: 204 });
    },
    'GET /api/titles': async () => {
      if (listReads() > 1) await listsLetGo;
      return Response.json({ items: saved ? [SAVED] : [], nextCursor: null });
    },
  });
  const listReads = () => requests.filter((request) => request.method === 'GET').length;
  /** Waits until the lists are being read again, then checks that no toast shows meanwhile before letting them go. */
  const noToastUntilListed = async (toast: string) => {
    await vi.waitFor(() => expect(listReads()).toBe(2));
    expect(screen.queryByText(toast)).toBeNull();
    letListsGo();
  };
  return { noToastUntilListed };
}

const listedTitles = (queryClient: QueryClient) =>
  queryClient
    .getQueryData(savedItemsQueryOptions('titles').queryKey)
    ?.pages.flatMap((page) => page.items.map((item) => item.title));

describe('the toast of a save or a delete', () => {
  it('shows once the lists show the saved item and the caller has moved on', async () => {
    const server = servingTitles({ saved: false });
    const { result, queryClient } = renderHookInApp(() => ({
      list: useSavedItems('titles'),
      saving: useSaveItem('titles', { saved: 'Title saved!', updated: 'Title updated!' }),
    }));
    await waitFor(() => expect(result.current.list).toEqual([]));

    const seenByCaller: { toastShown: boolean; listed: string[] | undefined }[] = [];
    act(() =>
      result.current.saving.save(
        { input: { title: SAVED.title, tone: 'friendly' } },
        {
          onSuccess: () =>
            seenByCaller.push({
              toastShown: screen.queryByText('Title saved!') !== null,
              listed: listedTitles(queryClient),
            }),
        },
      ),
    );

    await server.noToastUntilListed('Title saved!');
    await screen.findByText('Title saved!');
    expect(seenByCaller).toEqual([{ toastShown: false, listed: [SAVED.title] }]);
  });

  it('shows once the lists no longer show the deleted item', async () => {
    const server = servingTitles({ saved: true });
    const { result, queryClient } = renderHookInApp(() => ({
      list: useSavedItems('titles'),
      deleting: useDeleteItem('titles'),
    }));
    await waitFor(() => expect(result.current.list?.map((item) => item.title)).toEqual([SAVED.title]));

    act(() => result.current.deleting.mutate(SAVED.id));
    await server.noToastUntilListed('Deleted successfully');
    await screen.findByText('Deleted successfully');
    expect(listedTitles(queryClient)).toEqual([]);
  });
});
