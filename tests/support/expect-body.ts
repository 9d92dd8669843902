import { expect } from 'vitest';
import { z } from 'zod';

/**
 * Asserts the status and that the JSON body is exactly what the endpoint's response schema describes:
 * it parses, and parsing neither drops undeclared fields nor changes a value. Returns the body.
 */
export async function expectBody<Schema extends z.ZodType>(
  res: Response,
  status: number,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body: unknown = JSON.parse(text);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${z.prettifyError(parsed.error)}\nin the response body ${text}`);
  expect(parsed.data, 'the body has fields or values its schema does not declare').toEqual(body);
  return parsed.data;
}
