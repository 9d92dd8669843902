/** Which dialog of the project page is open: a part's details, or the generator or editor of a part. */
export type OpenDialog =
  | { kind: 'niche-details' | 'idea-details' | 'title-details' | 'cover-details' | 'section-details'; id: string }
  | { kind: 'niche-generate' | 'idea-generate'; similar: boolean }
  | { kind: 'titles-generate' | 'cover-generate' }
  | { kind: 'section-edit'; id: string };
