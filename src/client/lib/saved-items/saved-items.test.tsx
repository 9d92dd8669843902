// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, fakeServer } from '@/test/fake-server';
import { renderHookInApp } from '@/test/render';
import { useSavedItemPages, useSavedItems, useSavedItemsWithLinked } from './saved-items';

const KEPT_SAFE_ID = '2f8e7a3c-9b1d-4e6f-8a2b-3c4d5e6f7a8b';
const OLDER_ID = '7c1d2e3f-4a5b-4c6d-9e8f-0a1b2c3d4e5f';

const FAILED = () => errorAnswer(500, { code: 'INTERNAL', message: 'Failed to load saved items' });
const ONE_TITLE = () =>
  Response.json({
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
  Response.json({
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
  fakeServer({ 'GET /api/titles': () => answers.shift()!() });
}

describe('saved items that could not be read', () => {
  it('are an empty list to the forms, which then take manual input', async () => {
    serving(FAILED);
    const { result } = renderHookInApp(() => useSavedItems('titles'));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual([]));
  });

  it('are a failure to the lists, with the server message, until Try again reads them', async () => {
    serving(FAILED, ONE_TITLE);
    const { result } = renderHookInApp(() => useSavedItemPages('titles'));
    await waitFor(() => expect(result.current.failure).toBeDefined());
    expect(result.current.items).toBeUndefined();
    expect((result.current.failure!.error as Error).message).toBe('Failed to load saved items');

    act(() => result.current.failure!.retry());
    await waitFor(() => expect(result.current.items?.map((item) => item.title)).toEqual(['Kept Safe']));
    expect(result.current.failure).toBeUndefined();
  });
});

describe('saved items with the one a link names', () => {
  /** Answers the list with one title and any single title with an older one; returns the paths asked for. */
  function servingListAndOlder() {
    const { requests } = fakeServer({ 'GET /api/titles': ONE_TITLE, 'GET /api/titles/:id': OLDER_TITLE });
    return () => requests.map((request) => request.path);
  }

  it('reads no more when the linked item is among those listed', async () => {
    const paths = servingListAndOlder();
    const { result } = renderHookInApp(() => useSavedItemsWithLinked('titles', KEPT_SAFE_ID));
    await waitFor(() => expect(result.current?.map((item) => item.id)).toEqual([KEPT_SAFE_ID]));
    expect(paths()).toEqual(['/api/titles']);
  });

  it('reads the linked item by id and lists it after the others when it is older than the pages read', async () => {
    const paths = servingListAndOlder();
    const { result } = renderHookInApp(() => useSavedItemsWithLinked('titles', OLDER_ID));
    await waitFor(() => expect(result.current?.map((item) => item.id)).toEqual([KEPT_SAFE_ID, OLDER_ID]));
    expect(paths()).toEqual(['/api/titles', `/api/titles/${OLDER_ID}`]);
  });
});
