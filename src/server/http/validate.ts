import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';

/** zod validation for a request part; the first issue becomes a 400 naming its field. */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.join('.') || undefined;
      throw new AppError('BAD_REQUEST', issue?.message ?? 'Invalid input', field);
    }
  });
