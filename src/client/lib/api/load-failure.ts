/** Why a list could not be read, and how to ask for it again. */
export interface LoadFailure {
  error: unknown;
  retry: () => void;
}

/**
 * The failure of a list's query when nothing of it could be read; undefined while it loads, once a page has been
 * read (a later failure leaves what was read on screen), and after a retry succeeds.
 */
export function loadFailureOf(query: {
  isError: boolean;
  data: unknown;
  error: unknown;
  refetch: () => Promise<unknown>;
}): LoadFailure | undefined {
  if (!query.isError || query.data !== undefined) return undefined;
  return { error: query.error, retry: () => void query.refetch() };
}
