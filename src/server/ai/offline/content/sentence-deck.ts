/** Hands out sentences in a fixed order, each at most once: no sentence template appears twice in a section. */
export interface SentenceDeck {
  /** The next unused sentence, or undefined once all are used. */
  draw(): string | undefined;
  /** How many are left. */
  readonly remaining: number;
}

export function createDeck(sentences: readonly string[]): SentenceDeck {
  const left = [...sentences];
  return {
    draw: () => left.shift(),
    get remaining() {
      return left.length;
    },
  };
}
