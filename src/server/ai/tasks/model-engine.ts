import type { AiEngine } from '../engine.js';
import { draftCourseModule } from './draft-course-module/index.js';
import { streamContent } from './generate-content/index.js';
import { generateListing } from './generate-listing/index.js';
import { generateNiches } from './generate-niches/index.js';
import { generateProductIdeas } from './generate-product-ideas/index.js';
import { generateTitles } from './generate-titles/index.js';
import type { AiTimeouts, ModelRuntime } from '../providers/model-runtime.js';
import type { AiProviderInfo, ChatModel } from '../providers/provider.js';

export interface ModelEngineSettings {
  timeouts: AiTimeouts;
  maxRetries: number;
}

/** The engine over an AI SDK model: every task with the SDK's retries and within its time limit. */
export function createModelEngine(model: ChatModel, info: AiProviderInfo, settings: ModelEngineSettings): AiEngine {
  const runtime: ModelRuntime = {
    model,
    maxRetries: settings.maxRetries,
    info,
    timeouts: settings.timeouts,
  };
  return {
    info,
    generateNiches: (input, options) => generateNiches(runtime, input, options),
    generateProductIdeas: (input, options) => generateProductIdeas(runtime, input, options),
    generateTitles: (input, options) => generateTitles(runtime, input, options),
    streamContent: (input, options) => streamContent(runtime, input, options),
    generateListing: (input, options) => generateListing(runtime, input, options),
    draftCourseModule: (input, options) => draftCourseModule(runtime, input, options),
  };
}
