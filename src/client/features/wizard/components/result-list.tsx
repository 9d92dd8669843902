import type { ReactNode } from 'react';

interface ResultListProps<Result> {
  /** What the generator answered; undefined (nothing shown) before it answered and while it generates again. */
  results: Result[] | undefined;
  label: string;
  render: (result: Result, index: number) => ReactNode;
}

/** The generated results of a step, to choose one from. */
export function ResultList<Result>({ results, label, render }: ResultListProps<Result>) {
  if (!results) return null;
  if (results.length === 0) return <p className="text-sm text-muted-foreground">Nothing was generated. Try again.</p>;
  return (
    <section aria-label={label} className="grid gap-3">
      {results.map((result, index) => render(result, index))}
    </section>
  );
}
