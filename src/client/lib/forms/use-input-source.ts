import { useState } from 'react';

/** Where a generator takes its context from: one of the user's saved items or text typed in. */
export type InputSource = 'saved' | 'manual';

/** Saved is the choice while saved items exist and the user has not picked manual entry; without any, manual. */
export function useInputSource(hasSaved: boolean) {
  const [chosen, setChosen] = useState<InputSource | null>(null);
  const source: InputSource = hasSaved ? (chosen ?? 'saved') : 'manual';
  return { source, choose: setChosen };
}
