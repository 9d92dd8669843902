import type { ContentRequest } from '../../book-context/chapter-context.js';
import type { ContentStream, GenerateOptions } from '../../engine.js';
import type { ModelRuntime } from '../../providers/model-runtime.js';
import { streamGeneration } from '../../providers/stream-generation.js';
import { buildContentPrompt } from './prompt.js';
import { toContent } from './schema.js';

export function streamContent(
  runtime: ModelRuntime,
  input: ContentRequest,
  options?: GenerateOptions,
): Promise<ContentStream> {
  const partNames = [input.sectionName, ...(input.chapter ? [input.chapter.title] : [])];
  return streamGeneration(runtime, { ...buildContentPrompt(input), toResult: toContent, partNames }, options);
}
