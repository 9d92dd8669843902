import { SparklesIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCount } from '@shared/format-count';
import type { AdminStats } from '@shared/schemas/admin';

const TASK_LABELS: Record<string, string> = {
  'generate-niches': 'Niches',
  'generate-product-ideas': 'Product ideas',
  'generate-titles': 'Titles',
  'generate-content': 'Content',
  'generate-cover-image': 'Covers',
};

const codeClasses = 'rounded bg-muted px-1 py-0.5 font-mono text-[0.7rem] text-foreground';

/** How to leave the built-in writer for an AI provider: for whoever runs the server. */
function ProviderHint() {
  return (
    <p className="mb-4 rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground">
      The built-in offline writer is active: results are built from the user&apos;s own input, without an AI model. To
      connect a provider, set <code className={codeClasses}>AI_PROVIDER</code>,{' '}
      <code className={codeClasses}>AI_MODEL</code> and the provider&apos;s API key (see the README).
    </p>
  );
}

/** One provider that writes, by its provider and model. */
function ProviderLine({ label, provider }: { label: string; provider: { provider: string; model: string } }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-2">
        <Badge variant="secondary">{provider.provider}</Badge>
        <span className="font-mono text-xs break-all text-muted-foreground">{provider.model}</span>
      </dd>
    </>
  );
}

/** Which provider and model generate, the fallback behind them, and how every task has fared so far. */
export function AiGenerationCard({ stats }: { stats: AdminStats | undefined }) {
  const rows = stats?.generation ?? [];
  return (
    <Card role="region" aria-labelledby="ai-generation-title">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <CardTitle id="ai-generation-title" className="flex items-center gap-2">
              <SparklesIcon className="size-4 text-primary" aria-hidden="true" />
              AI Generation
            </CardTitle>
            <CardDescription>Providers in use and every generation recorded</CardDescription>
          </div>
          {stats && (
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5 text-sm">
              <ProviderLine label="Provider" provider={stats.ai} />
              {stats.ai.fallback && <ProviderLine label="Fallback" provider={stats.ai.fallback} />}
            </dl>
          )}
        </div>
      </CardHeader>
      <div className="px-6">
        {stats?.ai.provider === 'offline' && <ProviderHint />}
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No generations yet.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Task</TableHead>
                <TableHead className="text-right">Calls</TableHead>
                <TableHead className="text-right">Failed</TableHead>
                <TableHead className="hidden text-right sm:table-cell">Input tokens</TableHead>
                <TableHead className="hidden text-right sm:table-cell">Output tokens</TableHead>
                <TableHead className="text-right">Avg time</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.task}>
                  <TableCell className="font-medium">{TASK_LABELS[row.task] ?? row.task}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(row.calls)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(row.failures)}</TableCell>
                  <TableCell className="hidden text-right tabular-nums sm:table-cell">
                    {formatCount(row.inputTokens)}
                  </TableCell>
                  <TableCell className="hidden text-right tabular-nums sm:table-cell">
                    {formatCount(row.outputTokens)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(row.averageMs)} ms</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </Card>
  );
}
