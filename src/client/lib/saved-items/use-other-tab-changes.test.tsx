// @vitest-environment jsdom
import { useMutation } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/api/query-client';
import { dashboardKey, projectsKey, savedCardsKey } from '@/lib/api/query-keys';
import { renderHookInApp } from '@/test/render';
import { useOtherTabChanges } from './use-other-tab-changes';

/** Another tab of the app: its own end of the channel the app's tabs share. */
const otherTab = () => new BroadcastChannel('infoforge-data');

/** The app's own query cache: the one its tabs keep in step. */
const inTheApp = { queryClient };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('changes made in another tab', () => {
  it('reads the projects, the dashboard and My Saved Content again when another tab announces a change', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderHookInApp(() => useOtherTabChanges(), inTheApp);
    const tab = otherTab();
    tab.postMessage({ type: 'data-changed' });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: projectsKey }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: dashboardKey });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: savedCardsKey });
    tab.close();
  });

  it('ignores other messages on the channel', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderHookInApp(() => useOtherTabChanges(), inTheApp);
    const tab = otherTab();
    tab.postMessage({ type: 'something-else' });
    tab.postMessage(null);
    // Messages arrive in order: once this one is handled, the two before it were heard and ignored.
    tab.postMessage({ type: 'data-changed' });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: savedCardsKey }));
    expect(invalidate).toHaveBeenCalledTimes(3);
    tab.close();
  });

  it('tells the other tabs when a write made through a mutation succeeds, and not when it fails', async () => {
    const heard: unknown[] = [];
    const tab = otherTab();
    tab.addEventListener('message', (event: MessageEvent) => heard.push(event.data));
    const { result } = renderHookInApp(
      () => ({
        saved: useMutation({ mutationFn: async () => 'saved' }),
        refused: useMutation({ mutationFn: async () => Promise.reject(new Error('refused')) }),
      }),
      inTheApp,
    );
    await act(() => result.current.refused.mutateAsync().catch(() => undefined));
    await act(() => result.current.saved.mutateAsync());
    await waitFor(() => expect(heard).toEqual([{ type: 'data-changed' }]));
    tab.close();
  });
});
