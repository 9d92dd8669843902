// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InputSource } from '@/lib/forms/use-input-source';
import { renderInApp } from '@/test/render';
import { SourceToggle } from './source-toggle';

const HINT = 'No saved niches yet: save one first.';

function renderToggle(savedCount: number | undefined, source: InputSource = 'manual') {
  const onChange = vi.fn<(source: InputSource) => void>();
  renderInApp(
    <SourceToggle
      savedLabel="Saved Niche"
      source={source}
      onChange={onChange}
      savedCount={savedCount}
      noSavedHint={HINT}
    />,
  );
  return {
    onChange,
    saved: screen.getByRole('radio', { name: 'Saved Niche' }),
    manual: screen.getByRole('radio', { name: 'Enter Manually' }),
  };
}

describe('SourceToggle', () => {
  it('disables saved and says why when there is nothing saved', () => {
    const { saved, manual } = renderToggle(0);
    expect(saved).toHaveProperty('disabled', true);
    expect(manual).toHaveProperty('disabled', false);
    expect(manual.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(HINT)).toBeTruthy();
  });

  it('disables both while the saved items load, without the hint', () => {
    const { saved, manual } = renderToggle(undefined);
    expect(saved).toHaveProperty('disabled', true);
    expect(manual).toHaveProperty('disabled', true);
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('offers saved when items exist and reports the choice', () => {
    const { saved, manual, onChange } = renderToggle(2, 'saved');
    expect(saved).toHaveProperty('disabled', false);
    expect(saved.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText(HINT)).toBeNull();
    fireEvent.click(manual);
    expect(onChange).toHaveBeenCalledWith('manual');
  });
});
