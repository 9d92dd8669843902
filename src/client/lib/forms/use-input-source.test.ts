// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookInApp } from '@/test/render';
import { useInputSource } from './use-input-source';

function renderSource(hasSaved: boolean) {
  return renderHookInApp(({ hasSaved }) => useInputSource(hasSaved), { initialProps: { hasSaved } });
}

describe('useInputSource', () => {
  it('chooses saved by itself when saved items exist', () => {
    const { result } = renderSource(true);
    expect(result.current.source).toBe('saved');
  });

  it('is manual while there are no saved items, and saved once they load', () => {
    const { result, rerender } = renderSource(false);
    expect(result.current.source).toBe('manual');
    rerender({ hasSaved: true });
    expect(result.current.source).toBe('saved');
  });

  it("keeps the user's choice of manual entry when saved items load later", () => {
    const { result, rerender } = renderSource(false);
    act(() => result.current.choose('manual'));
    rerender({ hasSaved: true });
    expect(result.current.source).toBe('manual');
  });

  it('keeps manual entry chosen while items exist when the list changes', () => {
    const { result, rerender } = renderSource(true);
    act(() => result.current.choose('manual'));
    rerender({ hasSaved: false });
    rerender({ hasSaved: true });
    expect(result.current.source).toBe('manual');
  });

  it('falls back to manual when the last saved item goes, and back to saved when one comes', () => {
    const { result, rerender } = renderSource(true);
    act(() => result.current.choose('saved'));
    rerender({ hasSaved: false });
    expect(result.current.source).toBe('manual');
    rerender({ hasSaved: true });
    expect(result.current.source).toBe('saved');
  });
});
