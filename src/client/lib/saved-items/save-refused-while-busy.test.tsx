// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-server';
import { renderHookInApp } from '@/test/render';
import { useSaveItem } from './use-save-item';

const BUSY = 'You are already saving 2 covers. Please wait a moment for them to finish, then try again.';
const COVER = {
  id: '2f8e7a3c-9b1d-4e6f-8a2b-3c4d5e6f7a8b',
  title: null,
  imageUrl: '/api/covers/images/7c1e2a3b-4d5e-4f60-8a71-92b3c4d5e6f7.png',
  style: 'modern',
  prompt: null,
  titleId: null,
  projectId: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  generationInput: null,
};

describe('a cover save the server refuses while the user has others under way', () => {
  it("shows the server's words, and the next click saves", async () => {
    let refuse = true;
    fakeServer({
      'POST /api/covers': () =>
        refuse
          ? Response.json(
              { error: { code: 'RATE_LIMITED', message: BUSY } },
              { status: 429, headers: { 'Retry-After': '1' } },
            )
          : Response.json(COVER, { status: 201 }),
      'GET /api/covers': () => Response.json({ items: [], nextCursor: null }),
    });
    const { result } = renderHookInApp(() =>
      useSaveItem('covers', { saved: 'Cover saved!', updated: 'Cover updated!' }),
    );
    const input = { imageUrl: COVER.imageUrl, style: 'modern' as const };

    act(() => result.current.save({ input }));
    await screen.findByText(BUSY);
    await waitFor(() => expect(result.current.isPending).toBe(false));

    refuse = false;
    act(() => result.current.save({ input }));
    await screen.findByText('Cover saved!');
  });
});
