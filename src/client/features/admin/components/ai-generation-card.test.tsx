// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminStats } from '@shared/schemas/admin';
import { renderInApp } from '@/test/render';
import { AiGenerationCard } from './ai-generation-card';

const statsWith = (provider: string, model: string) =>
  ({ ai: { provider, model }, generation: [] }) as unknown as AdminStats;

describe('AiGenerationCard', () => {
  it('tells the admin how to connect a provider while the built-in writer answers', () => {
    renderInApp(<AiGenerationCard stats={statsWith('offline', 'offline')} />);
    expect(screen.getByText(/To connect a provider, set/).textContent).toContain('AI_PROVIDER');
  });

  it('leaves the hint out once a provider is connected', () => {
    renderInApp(<AiGenerationCard stats={statsWith('openai', 'gpt-4o-mini')} />);
    expect(screen.queryByText(/To connect a provider/)).toBeNull();
  });
});
