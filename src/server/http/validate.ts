import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';

/** The first issue of a refused part as a 400 naming its field. */
function refusal(error: { issues: readonly z.core.$ZodIssue[] }) {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || undefined;
  return new AppError('BAD_REQUEST', issue?.message ?? 'Invalid input', field);
}

/** zod validation for a request part; the first issue becomes a 400 naming its field. */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw refusal(result.error);
  });

/**
 * zod validation for the JSON body. An empty body is no body, whatever its Content-Type says: the schema reads `{}`,
 * as it does for a request with no Content-Type, so an endpoint whose body is optional takes its defaults rather than
 * answering 'Malformed JSON'.
 */
export const validateJson = <Schema extends z.ZodType>(schema: Schema): MiddlewareHandler => {
  const check: MiddlewareHandler = validate('json', schema);
  return async (c, next) => {
    if ((await c.req.text()) !== '') return check(c, next);
    const result = await schema.safeParseAsync({});
    if (!result.success) throw refusal(result.error);
    const body: unknown = result.data;
    c.req.addValidatedData('json', typeof body === 'object' && body !== null ? body : {});
    await next();
  };
};
