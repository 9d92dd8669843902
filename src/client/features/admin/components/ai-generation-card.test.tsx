// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminStats } from '@shared/schemas/admin';
import { renderInApp } from '@/test/render';
import { AiGenerationCard } from './ai-generation-card';

const statsWith = (provider: string, model: string, fallback: AdminStats['ai']['fallback'] = null) =>
  ({ ai: { provider, model, fallback }, generation: [] }) as unknown as AdminStats;

/** The provider line labelled `label`, as its text: the provider's name and its model. */
const providerLine = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('AiGenerationCard', () => {
  it('tells the admin how to connect a provider while the built-in writer answers', () => {
    renderInApp(<AiGenerationCard stats={statsWith('offline', 'offline')} />);
    expect(screen.getByText(/To connect a provider, set/).textContent).toContain('AI_PROVIDER');
  });

  it('leaves the hint out once a provider is connected', () => {
    renderInApp(<AiGenerationCard stats={statsWith('openai', 'gpt-4o-mini')} />);
    expect(screen.queryByText(/To connect a provider/)).toBeNull();
  });

  it('names the provider, and the fallback beside it when one is configured', () => {
    renderInApp(
      <AiGenerationCard
        stats={statsWith('openai-compatible', 'llama3.1', { provider: 'anthropic', model: 'claude-haiku' })}
      />,
    );
    expect(providerLine('Provider')).toBe('openai-compatiblellama3.1');
    expect(providerLine('Fallback')).toBe('anthropicclaude-haiku');
  });

  it('shows no fallback line when none is configured', () => {
    renderInApp(<AiGenerationCard stats={statsWith('openai', 'gpt-4o-mini')} />);
    expect(providerLine('Provider')).toBe('openaigpt-4o-mini');
    expect(screen.queryByText('Fallback')).toBeNull();
  });
});
