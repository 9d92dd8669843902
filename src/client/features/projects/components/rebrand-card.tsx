import { useQuery } from '@tanstack/react-query';
import { ArrowRightIcon, CircleAlertIcon, PaletteIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { brandQueryOptions, rebrandSummary, usePreviewRebrand, useRebrand } from '@/lib/projects/rebrand';
import type { BrandNow, RebrandOutcome, RebrandRequestBody } from '@shared/schemas/rebrand';

/** What the creator typed: the new name, a new link for each link the product prints, the new cover colours. */
interface Draft {
  nameFrom: string;
  nameTo: string;
  links: Record<string, string>;
  colorScheme: string;
}

/** The request a draft makes: only what the creator changed. */
function requestOf(draft: Draft, brand: BrandNow): RebrandRequestBody {
  const links = Object.entries(draft.links)
    .filter(([, to]) => to.trim() !== '')
    .map(([from, to]) => ({ from, to: to.trim() }));
  const colors = draft.colorScheme.trim();
  return {
    name: draft.nameTo.trim() ? { from: draft.nameFrom.trim(), to: draft.nameTo.trim() } : null,
    links,
    colorScheme: brand.colorScheme !== null && colors && colors !== brand.colorScheme ? colors : null,
  };
}

/**
 * Rebrand (docs/decisions/0080-rebrand.md): a new name, new links and new cover colours across the whole product —
 * its plan, every section, the listing and the cover — previewed place by place, then made in one step on the server.
 */
export function RebrandCard({ projectId }: { projectId: string }) {
  const brand = useQuery(brandQueryOptions(projectId));
  if (!brand.data) return null;
  // Keyed by what the product prints, so the form starts again from it after a rebrand.
  return <RebrandForm key={JSON.stringify(brand.data)} projectId={projectId} brand={brand.data} />;
}

function RebrandForm({ projectId, brand }: { projectId: string; brand: BrandNow }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>({
    nameFrom: brand.authorName,
    nameTo: '',
    links: {},
    colorScheme: brand.colorScheme ?? '',
  });
  const preview = usePreviewRebrand(projectId);
  const rebrand = useRebrand(projectId);
  const request = requestOf(draft, brand);
  const sameAsPreviewed = preview.data !== undefined && JSON.stringify(preview.variables) === JSON.stringify(request);
  const edit = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const error = rebrand.error ?? preview.error;
  return (
    <Card className="gap-4 p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <PaletteIcon aria-hidden="true" className="size-4" />
        Rebrand
      </h2>
      <p className="text-sm text-muted-foreground">
        Put a new name, new links and new cover colours on the whole product in one step: the plan, every section, the
        listing and the cover. Preview what changes, then rebrand, and generate the product again.
      </p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-end">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name-from`}>Replace the name</Label>
          <Input
            id={`${id}-name-from`}
            value={draft.nameFrom}
            onChange={(event) => edit({ nameFrom: event.target.value })}
          />
        </div>
        <ArrowRightIcon
          aria-hidden="true"
          className="hidden size-4 self-center text-muted-foreground sm:mt-6 sm:block"
        />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name-to`}>With</Label>
          <Input
            id={`${id}-name-to`}
            value={draft.nameTo}
            placeholder="Your name or brand"
            onChange={(event) => edit({ nameTo: event.target.value })}
          />
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Links</legend>
        {brand.links.length === 0 ? (
          <p className="text-sm text-muted-foreground">The product prints no links.</p>
        ) : (
          <ul className="grid gap-2">
            {brand.links.map(({ url, count }, index) => (
              <li key={url} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-center">
                <Label htmlFor={`${id}-link-${index}`} className="font-normal break-all">
                  {url} <span className="text-muted-foreground">({count}×)</span>
                </Label>
                <Input
                  id={`${id}-link-${index}`}
                  value={draft.links[url] ?? ''}
                  placeholder="New link, e.g. https://yoursite.com"
                  onChange={(event) => edit({ links: { ...draft.links, [url]: event.target.value } })}
                />
              </li>
            ))}
          </ul>
        )}
        {brand.links.length > 0 && (
          <p className="text-xs text-muted-foreground">
            A new address for a site replaces every link on it: https://old.com/page becomes https://new.com/page.
          </p>
        )}
      </fieldset>
      {brand.colorScheme !== null && (
        <div className="grid gap-2 sm:max-w-sm">
          <Label htmlFor={`${id}-colors`}>Cover colours</Label>
          <Input
            id={`${id}-colors`}
            value={draft.colorScheme}
            placeholder="e.g. forest green and cream, or #1f3a5f and #f4b400"
            onChange={(event) => edit({ colorScheme: event.target.value })}
          />
        </div>
      )}
      {error && (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon aria-hidden="true" />
          <p>{error.message}</p>
        </Alert>
      )}
      {sameAsPreviewed && preview.data && <RebrandPreview outcome={preview.data} />}
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" disabled={preview.isPending} onClick={() => preview.mutate(request)}>
          Preview changes
        </Button>
        <Button
          type="button"
          disabled={!sameAsPreviewed || !hasChanges(preview.data) || rebrand.isPending}
          onClick={() => rebrand.mutate(request)}
        >
          Rebrand
        </Button>
      </div>
    </Card>
  );
}

const hasChanges = (outcome: RebrandOutcome | undefined) =>
  outcome !== undefined && (outcome.changes.length > 0 || outcome.cover !== null);

/** The preview: how many replacements in how many places, each place's text before and after, and the cover. */
function RebrandPreview({ outcome }: { outcome: RebrandOutcome }) {
  if (!hasChanges(outcome))
    return <p className="text-sm text-muted-foreground">Nothing to change: the product prints none of it.</p>;
  return (
    <section aria-label="What the rebrand changes" className="grid gap-2">
      <p className="text-sm font-medium">{rebrandSummary(outcome)}</p>
      <ol className="grid gap-2 text-sm">
        {outcome.changes.map((change) => (
          <li key={change.place} className="rounded-md border px-3 py-2">
            <p className="font-medium break-words">
              {change.place} <span className="font-normal text-muted-foreground">({change.replaced}×)</span>
            </p>
            <p className="break-words text-muted-foreground line-through">{change.before}</p>
            <p className="break-words">{change.after}</p>
          </li>
        ))}
        {outcome.cover && (
          <li className="rounded-md border px-3 py-2">
            <p className="font-medium">Cover</p>
            <p className="break-words">
              Drawn again with {outcome.cover.authorName} on it, in {outcome.cover.colorScheme}.
            </p>
          </li>
        )}
      </ol>
    </section>
  );
}
