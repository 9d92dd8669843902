import type { GenerateTitlesBody } from '@shared/schemas/title';

/** A generate-titles request and the saved idea it was made from, if any. */
export interface TitlesRequest {
  body: GenerateTitlesBody;
  ideaId: string | null;
}
