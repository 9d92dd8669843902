import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { PublishCheck } from '@shared/schemas/publish-check';

/**
 * Each store the book can be sold in, as the server's publish check found the copy for sale's files: passed, or
 * failed with what to change before uploading; marked out of date once the files are
 * (docs/decisions/0052-publish-check.md). A failure every store shares is said once, above them.
 */
type FailedRule = PublishCheck['destinations'][number]['rules'][number];

const failedRules = (destination: PublishCheck['destinations'][number]) =>
  destination.rules.filter((rule) => !rule.passed);

/** The failed rules every store shares, word for word: said once above the stores rather than under each. */
function failedEverywhere(check: PublishCheck): FailedRule[] {
  const [first, ...rest] = check.destinations;
  if (!first || rest.length === 0) return [];
  return failedRules(first).filter((rule) =>
    rest.every((destination) =>
      failedRules(destination).some((other) => other.rule === rule.rule && other.change === rule.change),
    ),
  );
}

function FailedRuleLine({ rule, className }: { rule: FailedRule; className: string }) {
  return (
    <p className={`text-sm wrap-anywhere ${className}`}>
      <span className="font-medium">{rule.rule}:</span> {rule.change}
    </p>
  );
}

export function PublishCheckCard({ check }: { check: PublishCheck | null }) {
  if (!check) return null;
  const shared = failedEverywhere(check);
  const sharedNames = new Set(shared.map((rule) => rule.rule));
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
      {shared.length > 0 && (
        <div className="mx-6 grid gap-1 rounded-md border border-destructive/30 bg-destructive/5 p-3">
          <p className="text-sm font-medium">Every store fails:</p>
          {shared.map((rule) => (
            <FailedRuleLine key={rule.rule} rule={rule} className="" />
          ))}
        </div>
      )}
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
            {failedRules(destination)
              .filter((rule) => !sharedNames.has(rule.rule))
              .map((rule) => (
                <FailedRuleLine key={rule.rule} rule={rule} className="pl-6" />
              ))}
          </li>
        ))}
      </ul>
    </Card>
  );
}
