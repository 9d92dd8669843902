// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderHookInApp } from '@/test/render';
import { useToolMode } from './use-tool-mode';

function renderToolMode(url: string) {
  return renderHookInApp(() => ({ tool: useToolMode(), location: useLocation() }), { route: url });
}

describe('useToolMode', () => {
  it('is create mode without a mode in the query', () => {
    const { result } = renderToolMode('/dashboard/title-generator?ideaId=idea-1');
    expect(result.current.tool).toMatchObject({ mode: { kind: 'create' }, editId: undefined, activeId: undefined });
  });

  it('edits the item of ?edit', () => {
    const { result } = renderToolMode('/dashboard/niche-selector?edit=niche-1');
    expect(result.current.tool).toMatchObject({
      mode: { kind: 'edit', id: 'niche-1' },
      editId: 'niche-1',
      activeId: 'niche-1',
    });
  });

  it('regenerates from the item of ?regenerate, which nothing replaces when saved', () => {
    const { result } = renderToolMode('/dashboard/niche-selector?regenerate=niche-2');
    expect(result.current.tool).toMatchObject({
      mode: { kind: 'regenerate', id: 'niche-2' },
      editId: undefined,
      activeId: 'niche-2',
    });
  });

  it('edits when both are set, whatever their order', () => {
    const { result } = renderToolMode('/dashboard/niche-selector?regenerate=niche-2&edit=niche-1');
    expect(result.current.tool.mode).toEqual({ kind: 'edit', id: 'niche-1' });
  });

  it('reads an id with characters that were encoded in the link', () => {
    const { result } = renderToolMode(`/dashboard/niche-selector?edit=${encodeURIComponent('a b&c')}`);
    expect(result.current.tool.mode).toEqual({ kind: 'edit', id: 'a b&c' });
  });

  it.each([
    ['an empty edit', '?edit='],
    ['a blank edit', '?edit=%20%20'],
    ['an empty edit beside an empty regenerate', '?edit=&regenerate='],
    ['an unknown mode', '?mode=edit&id=niche-1'],
  ])('is create mode for %s', (_case, search) => {
    const { result } = renderToolMode(`/dashboard/niche-selector${search}`);
    expect(result.current.tool.mode).toEqual({ kind: 'create' });
  });

  it('falls back to regenerate when the edit id is empty', () => {
    const { result } = renderToolMode('/dashboard/niche-selector?edit=&regenerate=niche-2');
    expect(result.current.tool.mode).toEqual({ kind: 'regenerate', id: 'niche-2' });
  });

  it('leaves to create mode, dropping both mode keys and keeping the rest of the query', () => {
    const { result } = renderToolMode('/dashboard/title-generator?ideaId=idea-1&edit=t-1&regenerate=t-2');
    act(() => result.current.tool.leave());
    expect(result.current.tool.mode).toEqual({ kind: 'create' });
    expect(result.current.location.pathname).toBe('/dashboard/title-generator');
    expect(result.current.location.search).toBe('?ideaId=idea-1');
  });
});
