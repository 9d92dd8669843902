import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { PublishCheck } from '@shared/schemas/publish-check';

/**
 * Each store the book can be sold in, as the server's publish check found the copy for sale's files: passed, or
 * failed with what to change before uploading; marked out of date once the files are
 * (docs/decisions/0052-publish-check.md).
 */
export function PublishCheckCard({ check }: { check: PublishCheck | null }) {
  if (!check) return null;
  return (
    <Card aria-labelledby="publish-check-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="publish-check-title">Publish check</CardTitle>
          {!check.current && <Badge variant="warning">Out of date</Badge>}
        </div>
        <CardDescription>
          {check.current
            ? "Each store's rules, checked on the files you download."
            : 'The files changed since this check: generate them again to check them.'}
        </CardDescription>
      </CardHeader>
      <ul className="grid gap-3 px-6">
        {check.destinations.map((destination) => (
          <li key={destination.id} className="grid gap-1">
            <div className="flex items-center gap-2">
              {destination.passed ? (
                <CircleCheckIcon aria-hidden="true" className="size-4 text-success" />
              ) : (
                <CircleXIcon aria-hidden="true" className="size-4 text-destructive" />
              )}
              <span className="font-medium">{destination.name}</span>
              <span className="text-sm text-muted-foreground">{destination.passed ? 'Passed' : 'Failed'}</span>
            </div>
            {destination.rules
              .filter((rule) => !rule.passed)
              .map((rule) => (
                <p key={rule.rule} className="pl-6 text-sm wrap-anywhere">
                  <span className="font-medium">{rule.rule}:</span> {rule.change}
                </p>
              ))}
          </li>
        ))}
      </ul>
    </Card>
  );
}
