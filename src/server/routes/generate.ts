import type { Context } from 'hono';
import { generateApi } from '../../shared/api/generate.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { limitPerUser } from '../http/limit-per-user.js';
import { ndjsonResponse } from '../http/ndjson-response.js';
import type { GenerateOptions, GenerationResult } from '../ai/index.js';
import type { GenerationTask } from '../services/generation/record-generation.js';
import { COVER_DRAWINGS_LIMIT } from '../services/covers/cover-drawings-at-once.js';
import { generateCoverImage } from '../services/covers/generate-cover-image.js';
import { latestCoverPreviews } from '../services/covers/latest-cover-previews.js';
import { runStructuredGeneration } from '../services/generation/run-structured-generation.js';
import { streamContentGeneration } from '../services/generation/stream-content-generation.js';

/** The generate-* functions (docs/product-rules.md R10–R14), with their bodies and result shapes. */
export const generateRoutes = (deps: AppDeps) => {
  const generation = { db: deps.database.db, ai: deps.ai, limiter: deps.generationLimiter, logger: deps.logger };
  const previews = latestCoverPreviews();
  /** A structured task for the signed-in user, cancelled when the request goes away. */
  const runFor = <T>(
    c: Context<AppEnv>,
    task: GenerationTask,
    call: (options: GenerateOptions) => Promise<GenerationResult<T>>,
  ) => runStructuredGeneration(generation, c.get('user').id, task, c.req.raw.signal, call);
  return endpointRoutes(
    route(generateApi.niches, async (c, answer) => {
      const input = c.req.valid('json');
      return answer({ niches: await runFor(c, 'generate-niches', (o) => deps.ai.generateNiches(input, o)) });
    }),
    route(generateApi.productIdeas, async (c, answer) => {
      const input = c.req.valid('json');
      return answer({
        ideas: await runFor(c, 'generate-product-ideas', (o) => deps.ai.generateProductIdeas(input, o)),
      });
    }),
    route(generateApi.titles, async (c, answer) => {
      const input = c.req.valid('json');
      return answer({ titles: await runFor(c, 'generate-titles', (o) => deps.ai.generateTitles(input, o)) });
    }),
    route(generateApi.content, async (c) => {
      const reading = new AbortController();
      c.req.raw.signal.addEventListener('abort', () => reading.abort(), { once: true });
      const events = await streamContentGeneration(generation, c.get('user').id, c.req.valid('json'), reading.signal);
      return ndjsonResponse(events, () => reading.abort());
    }),
    route(generateApi.coverImage, [limitPerUser(COVER_DRAWINGS_LIMIT)], async (c, answer) => {
      const covers = {
        ...generation,
        coverArt: deps.coverArt,
        storage: deps.storage,
        storageQuota: deps.storageQuota,
        previews,
      };
      return answer(await generateCoverImage(covers, c.get('user').id, c.req.valid('json'), c.req.raw.signal));
    }),
    route(generateApi.status, (_c, answer) =>
      answer({ ...deps.ai.info, offline: deps.ai.info.provider === 'offline' }),
    ),
  );
};
