import { generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output } from 'ai';
import type { z } from 'zod';
import { startDeadline } from './deadline.js';
import type { GenerateOptions, GenerationResult } from '../engine.js';
import { AiGenerationError, toAiGenerationError } from './errors.js';
import type { ModelRuntime } from './model-runtime.js';
import type { PromptParts } from './prompt-format.js';
import { withoutUnstorableText } from './without-unstorable-characters.js';
import { addUsage, emptyUsage } from './token-usage.js';
import { STRUCTURED_OUTPUT_ATTEMPTS } from '../../limits.js';

export interface StructuredRequest<OUTPUT, RESULT> extends PromptParts {
  /** The shape the model must answer in. */
  schema: z.ZodType<OUTPUT>;
  /** Normalises a schema-valid answer; undefined when it is still unusable (e.g. empty). */
  toResult: (output: OUTPUT) => RESULT | undefined;
}

/** One structured generation: validated, retried once when invalid, within the structured time limit. */
export async function generateStructured<OUTPUT, RESULT>(
  runtime: ModelRuntime,
  request: StructuredRequest<OUTPUT, RESULT>,
  options: GenerateOptions = {},
): Promise<GenerationResult<RESULT>> {
  const started = performance.now();
  const deadline = startDeadline(runtime.timeouts.structuredMs, options.signal);
  let usage = emptyUsage();
  let lastInvalid: unknown;
  try {
    for (let attempt = 1; attempt <= STRUCTURED_OUTPUT_ATTEMPTS; attempt += 1) {
      try {
        const response = await generateText({
          model: runtime.model,
          system: request.system,
          prompt: request.prompt,
          output: Output.object({ schema: request.schema }),
          maxRetries: runtime.maxRetries,
          abortSignal: deadline.signal,
        });
        usage = addUsage(usage, response.totalUsage);
        const result = request.toResult(withoutUnstorableText(response.output));
        if (result !== undefined) {
          return { result, usage, ...runtime.info, durationMs: Math.round(performance.now() - started) };
        }
        lastInvalid = new Error('The answer had the right shape but no usable items');
      } catch (error) {
        if (!NoObjectGeneratedError.isInstance(error) && !NoOutputGeneratedError.isInstance(error)) throw error;
        if (NoObjectGeneratedError.isInstance(error)) usage = addUsage(usage, error.usage);
        lastInvalid = error;
      }
    }
    throw new AiGenerationError('invalid_output', `The AI answer was invalid ${STRUCTURED_OUTPUT_ATTEMPTS} times`, {
      cause: lastInvalid,
    });
  } catch (error) {
    throw toAiGenerationError(error, deadline.context());
  } finally {
    deadline.clear();
  }
}
