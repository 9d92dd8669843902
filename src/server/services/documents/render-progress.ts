/** The signal the render child stops itself with at its CPU budget, as the kernel's CPU time limit would. */
export const OVER_BUDGET = 'SIGXCPU';

/**
 * How far the render child got, from what it told (render-documents-child.ts): it parses the sections one by one,
 * saying which it begins, then typesets the whole book at once. A render that ran out of time was held by the section
 * it was parsing; once all were parsed, by the one that took longest to parse: the markdown hardest to take apart is
 * the hardest to typeset, and Typst lays out the book as a whole, section by section unseen
 * (docs/decisions/0044-fair-background-work.md).
 */
export function createRenderProgress(now: () => number = Date.now) {
  /** When the child began to parse each section, by index. */
  const began: number[] = [];
  let parsedAt: number | null = null;
  return {
    parsing(index: number) {
      began[index] = now();
    },
    parsed() {
      parsedAt = now();
    },
    /** The index of the section that held the render, or null when the child parsed none (it never got that far). */
    heldBy(): number | null {
      if (began.length === 0) return null;
      if (parsedAt === null) return began.length - 1;
      const end = parsedAt;
      const took = began.map((start, index) => (began[index + 1] ?? end) - start);
      return took.indexOf(Math.max(...took));
    },
  };
}

export type RenderProgress = ReturnType<typeof createRenderProgress>;
