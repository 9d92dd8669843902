import { GENERIC_ERROR_MESSAGE, isApiError } from './api-client';

/**
 * What the user is told about a failed request: the server's own message (the API's one error path),
 * or the client's network text when no answer came. Anything else is a fault of the client, reported generically.
 */
export function failureMessage(error: unknown) {
  return isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE;
}
