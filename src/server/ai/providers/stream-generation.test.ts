import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { generateContentInput } from '../../../shared/schemas/content.js';
import type { AiConfig } from './config.js';
import { createAiEngine } from '../create-ai-engine.js';
import type { ContentStream } from '../engine.js';

const config: AiConfig = { provider: 'anthropic', model: 'unused', apiKey: 'unused' };
const input = generateContentInput.parse({
  title: 'Sourdough Simplified',
  sectionName: 'Introduction',
  contentType: 'storytelling',
  productType: 'course',
  ideaContext: { concept: 'A sourdough course', targetAudience: 'Busy home bakers', modules: ['Module 1: Starter'] },
});

const usage = {
  inputTokens: { total: 50, noCache: 50, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 7, text: 7, reasoning: undefined },
};

type Part =
  | { type: 'text-delta'; id: string; delta: string }
  | { type: 'error'; error: unknown }
  | { type: 'finish'; usage: typeof usage; finishReason: { unified: 'stop' | 'length'; raw: string } };

const textParts = (...deltas: string[]): Part[] => deltas.map((delta) => ({ type: 'text-delta', id: '1', delta }));
const finish = (unified: 'stop' | 'length'): Part => ({
  type: 'finish',
  usage,
  finishReason: { unified, raw: unified },
});

function engineStreaming(parts: Part[]) {
  const model = new MockLanguageModelV3({
    modelId: 'mock-stream',
    doStream: async () => ({
      stream: convertArrayToReadableStream([
        { type: 'stream-start' as const, warnings: [] },
        { type: 'text-start' as const, id: '1' },
        ...parts,
      ]),
    }),
  });
  return { engine: createAiEngine({ config, model }), model };
}

async function readAll(stream: ContentStream): Promise<string> {
  let text = '';
  for await (const chunk of stream.textStream) text += chunk;
  return text;
}

describe('streamed content with an injected model', () => {
  it('streams deltas and resolves finished when the model stops', async () => {
    const { engine, model } = engineStreaming([...textParts('## Welcome', '\n\nWelcome.'), finish('stop')]);
    const stream = await engine.streamContent(input);

    expect(await readAll(stream)).toBe('## Welcome\n\nWelcome.');
    await expect(stream.finished).resolves.toMatchObject({
      text: '## Welcome\n\nWelcome.',
      usage: { inputTokens: 50, outputTokens: 7 },
      provider: 'anthropic',
      model: 'mock-stream',
    });
    const prompt = JSON.stringify(model.doStreamCalls[0]?.prompt);
    expect(prompt).toContain('Sourdough Simplified');
    expect(prompt).toContain('Busy home bakers');
  });

  it('keeps a character whose surrogate halves arrive in two deltas, and drops one left unpaired or a noncharacter', async () => {
    const { engine } = engineStreaming([
      ...textParts('Butter \uD83E', '\uDDC8 and salt', ' \uD800lone\uFFFE\uFDD0 ends \uD83E'),
      finish('stop'),
    ]);
    const stream = await engine.streamContent(input);

    expect(await readAll(stream)).toBe('Butter 🧈 and salt lone ends');
    await expect(stream.finished).resolves.toMatchObject({ text: 'Butter 🧈 and salt lone ends' });
  });

  it('asks for the rest of a reply cut by the token limit, twice at most, then treats it as incomplete', async () => {
    const { engine, model } = engineStreaming([...textParts('## Welcome', '\n\nWel'), finish('length')]);
    const stream = await engine.streamContent(input);

    await expect(readAll(stream)).rejects.toMatchObject({ kind: 'provider' });
    await expect(stream.finished).rejects.toMatchObject({
      kind: 'provider',
      message: expect.stringContaining('finish reason: length'),
    });
    expect(model.doStreamCalls).toHaveLength(3);
    expect(JSON.stringify(model.doStreamCalls[1]?.prompt)).toContain('Continue it from exactly where it stopped');
  });

  it('fails on an error part in the middle of the stream', async () => {
    const { engine } = engineStreaming([
      ...textParts('## Intro\n\n'),
      { type: 'error', error: new Error('overloaded') },
    ]);
    const stream = await engine.streamContent(input);

    await expect(readAll(stream)).rejects.toMatchObject({
      kind: 'provider',
      message: expect.stringContaining('overloaded'),
    });
    await expect(stream.finished).rejects.toMatchObject({ kind: 'provider' });
  });

  it('fails as invalid_output, before any text, when the model stops without any, declines or answers with data', async () => {
    const answers: [string[], string][] = [
      [['  ', '\n'], 'The AI provider answered with no text.'],
      [
        ["I'm sorry, but I can't ", 'help with that.'],
        "The AI provider declined to write it: “I'm sorry, but I can't help with that.”",
      ],
      [['{"chapter": ', '"text"}'], 'The AI provider answered with data instead of text.'],
    ];
    for (const [deltas, message] of answers) {
      const { engine } = engineStreaming([...textParts(...deltas), finish('stop')]);
      await expect(engine.streamContent(input)).rejects.toMatchObject({ kind: 'invalid_output', message });
    }
  });
});
