import { useCallback, useRef } from 'react';
import type { GenerateCoverImageBody } from '@shared/schemas/cover';
import { generateCoverImage } from './generators';

/**
 * Draws covers for one page, each replacing the preview the page showed before: the server gives that one back at
 * once unless it was saved, so previews a creator passed over do not count against their storage for a day
 * (docs/decisions/0034-bounded-storage.md).
 */
export function useCoverPreviews() {
  const shown = useRef<string | undefined>(undefined);
  return useCallback(async (body: GenerateCoverImageBody) => {
    const result = await generateCoverImage(body, shown.current);
    shown.current = result.imageUrl;
    return result;
  }, []);
}
