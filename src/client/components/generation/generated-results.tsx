import { Fragment, type ReactNode } from 'react';
import { ResultsPanel, type EmptyState } from './results-panel';
import { Card } from '@/components/ui/card';
import { countLabel } from '@/lib/count-label';

interface Generation<Body, Result> {
  isPending: boolean;
  /** The latest results; undefined before the first generation. */
  data: Result[] | undefined;
  /** The request the latest results answer. */
  variables: Body | undefined;
  /** When the latest generation was asked for: each generation's results are new elements. */
  submittedAt: number;
}

interface GeneratedResultsProps<Body, Result> {
  title: string;
  generation: Generation<Body, Result>;
  empty: EmptyState;
  /** One result, as counted in the summary: 'niche' reads '5 niches'. */
  noun: string;
  /** Cards stacked in a grid, or rows of one card. */
  layout: 'cards' | 'rows';
  renderResult: (result: Result, body: Body) => ReactNode;
}

/** The results of a generator that answers with a list: a skeleton while it works, then one element per result. */
export function GeneratedResults<Body, Result>({
  title,
  generation,
  empty,
  noun,
  layout,
  renderResult,
}: GeneratedResultsProps<Body, Result>) {
  const { isPending, data, variables, submittedAt } = generation;
  const ready = data !== undefined && variables !== undefined;
  const items =
    ready &&
    data.map((result, index) => <Fragment key={`${submittedAt}-${index}`}>{renderResult(result, variables)}</Fragment>);
  return (
    <ResultsPanel
      title={title}
      state={isPending ? 'loading' : ready ? 'ready' : 'empty'}
      empty={empty}
      summary={data && countLabel(data.length, noun)}
    >
      {layout === 'cards' ? (
        <div className="grid gap-4">{items}</div>
      ) : (
        <Card className="gap-0 py-0">
          <ul className="divide-y">{items}</ul>
        </Card>
      )}
    </ResultsPanel>
  );
}
