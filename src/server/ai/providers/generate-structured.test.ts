import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { generateTitlesInput } from '../../../shared/schemas/title.js';
import type { AiConfig } from './config.js';
import { createAiEngine } from '../create-ai-engine.js';
import { AiGenerationError } from './errors.js';

const config: AiConfig = { provider: 'openai', model: 'unused', apiKey: 'unused' };
const input = generateTitlesInput.parse({
  tone: 'playful',
  productConcept: 'A sourdough course for busy bakers',
  ideaContext: { targetAudience: 'Busy home bakers', sellingPoints: ['Ten-minute daily routine'] },
});

const answer = (text: string, inputTokens: number, outputTokens: number) => ({
  content: [{ type: 'text' as const, text }],
  finishReason: { unified: 'stop' as const, raw: 'stop' },
  usage: {
    inputTokens: { total: inputTokens, noCache: inputTokens, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: outputTokens, text: outputTokens, reasoning: undefined },
  },
  warnings: [],
});

describe('structured generation with an injected model', () => {
  it('sends the task prompt with a JSON response format', async () => {
    const model = new MockLanguageModelV3({ modelId: 'mock-1', doGenerate: answer('{"titles":["Knead Less"]}', 1, 1) });
    const engine = createAiEngine({ config, model });

    const generation = await engine.generateTitles(input);

    expect(generation).toMatchObject({ result: ['Knead Less'], provider: 'openai', model: 'mock-1' });
    const call = model.doGenerateCalls[0];
    expect(call?.responseFormat?.type).toBe('json');
    expect(call?.prompt[0]?.role).toBe('system');
    const userText = JSON.stringify(call?.prompt[1]);
    expect(userText).toContain('A sourdough course for busy bakers');
    expect(userText).toContain('Busy home bakers');
    expect(userText).toContain('Ten-minute daily routine');
    expect(userText).toContain('playful');
  });

  it('retries an invalid answer once and counts the tokens of both attempts', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: [answer('not json at all', 10, 5), answer('{"titles":["Rise and Shine"]}', 20, 8)],
    });
    const generation = await createAiEngine({ config, model }).generateTitles(input);

    expect(generation.result).toEqual(['Rise and Shine']);
    expect(generation.usage).toEqual({ inputTokens: 30, outputTokens: 13 });
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it('fails with kind invalid_output after the second invalid answer', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: [answer('{"titles": "one"}', 1, 1), answer('{"headlines": []}', 1, 1)],
    });
    const failure = createAiEngine({ config, model }).generateTitles(input);

    await expect(failure).rejects.toBeInstanceOf(AiGenerationError);
    await expect(failure).rejects.toMatchObject({ kind: 'invalid_output' });
  });

  it('drops duplicate and over-long titles and keeps at most 20', async () => {
    const titles = [...Array.from({ length: 24 }, (_, index) => `Title ${index}`), 'Title 0', 'x'.repeat(201)];
    const model = new MockLanguageModelV3({ doGenerate: answer(JSON.stringify({ titles }), 1, 1) });
    const { result } = await createAiEngine({ config, model }).generateTitles(input);

    expect(result).toHaveLength(20);
    expect(new Set(result).size).toBe(20);
    expect(result.every((title) => title.length <= 200)).toBe(true);
  });
});
