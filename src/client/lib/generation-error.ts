import { isApiError } from './api-client';

/** What to tell the user when a generation failed: the server's own words for bad input and rate limits. */
export function generationErrorMessage(error: unknown, fallback: string) {
  if (isApiError(error, 400) || isApiError(error, 429)) return error.message;
  return fallback;
}
