// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminStats } from '@shared/schemas/admin';
import { AiGenerationCard } from './ai-generation-card';

afterEach(cleanup);

const statsWith = (provider: string, model: string) =>
  ({ ai: { provider, model }, generation: [] }) as unknown as AdminStats;

describe('AiGenerationCard', () => {
  it('tells the admin how to connect a provider while the built-in writer answers', () => {
    render(<AiGenerationCard stats={statsWith('offline', 'offline')} />);
    expect(screen.getByText(/To connect a provider, set/).textContent).toContain('AI_PROVIDER');
  });

  it('leaves the hint out once a provider is connected', () => {
    render(<AiGenerationCard stats={statsWith('openai', 'gpt-4o-mini')} />);
    expect(screen.queryByText(/To connect a provider/)).toBeNull();
  });
});
