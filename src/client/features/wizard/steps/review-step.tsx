import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { ProjectThumbnail } from '@/components/projects/project-thumbnail';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { bookPlanQueryOptions } from '@/features/book';
import { savedItemQueryOptions } from '@/lib/saved-items/saved-items';
import { PRODUCT_TYPES } from '@shared/catalog';
import { LIMITS } from '@shared/limits';
import { StepHeader } from '../components/step-header';
import type { WizardDraft } from '../wizard-draft';

interface ReviewStepProps {
  draft: WizardDraft;
  finishing: boolean;
  onFinish: (projectName: string, generatePdf: boolean) => void;
}

function SectionName({ id }: { id: string }) {
  const section = useQuery(savedItemQueryOptions('content', id)).data;
  return <li className="wrap-anywhere">{section?.sectionName ?? 'Loading…'}</li>;
}

function Row({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium wrap-anywhere">{value ?? 'Skipped'}</dd>
    </div>
  );
}

/**
 * Step 6, the last: the product's name and a summary of its parts; saved as a draft, or with its PDF started, and
 * then the product's page opens.
 */
export function ReviewStep({ draft, finishing, onFinish }: ReviewStepProps) {
  const { nicheId, ideaId, titleId, contentIds, coverId } = draft.selections;
  const query = <Kind extends 'niches' | 'ideas' | 'titles' | 'covers'>(kind: Kind, id: string | null) => ({
    ...savedItemQueryOptions(kind, id ?? ''),
    enabled: id !== null,
  });
  const niche = useQuery(query('niches', nicheId)).data;
  const idea = useQuery(query('ideas', ideaId)).data;
  const title = useQuery(query('titles', titleId)).data;
  const cover = useQuery(query('covers', coverId)).data;
  const projectId = draft.draftProjectId;
  const plan = useQuery({ ...bookPlanQueryOptions(projectId ?? ''), enabled: projectId !== null }).data?.plan;
  const [typedName, setTypedName] = useState<string | null>(null);
  // The name is the book's title: it starts as the book plan's (drawn from the chosen title until the plan is saved
  // with another), until another is typed, which the book then takes (docs/decisions/0012-create-wizard-drafts.md).
  const name = typedName ?? (projectId === null ? title?.title : plan?.title) ?? '';
  const empty = name.trim() === '';
  const productType = PRODUCT_TYPES.find((type) => type.value === draft.productType)?.label;

  return (
    <div className="grid gap-5">
      <StepHeader title="Review your product" description="Name your product, check its parts and save it." />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="gap-4 p-5" aria-label="Summary">
          <div className="grid gap-2">
            <Label htmlFor="product-name">Product Name</Label>
            <Input
              id="product-name"
              value={name}
              maxLength={LIMITS.name}
              onChange={(event) => setTypedName(event.target.value)}
              placeholder="My Product"
              aria-describedby="product-name-hint"
            />
            <p id="product-name-hint" className="text-xs text-muted-foreground">
              The book&apos;s title: its files and its page are named after it.
            </p>
          </div>
          <dl className="grid gap-3 text-sm">
            <Row label="Niche" value={niche?.name} />
            <Row label="Product idea" value={idea?.concept} />
            <Row label="Product type" value={productType} />
            <Row label="Title" value={title?.title} />
            <div className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
              <dt className="text-muted-foreground">Sections ({contentIds.length})</dt>
              <dd>
                <ol className="list-decimal space-y-0.5 pl-5 font-medium">
                  {contentIds.map((id) => (
                    <SectionName key={id} id={id} />
                  ))}
                </ol>
              </dd>
            </div>
          </dl>
          <div className="grid gap-2 sm:grid-cols-2">
            <BusyButton
              variant="outline"
              busy={finishing}
              busyLabel="Saving…"
              disabled={empty}
              onClick={() => onFinish(name, false)}
            >
              Save as Draft
            </BusyButton>
            <BusyButton busy={finishing} busyLabel="Creating…" disabled={empty} onClick={() => onFinish(name, true)}>
              Save &amp; Generate PDF Now
            </BusyButton>
          </div>
        </Card>
        <Card className="items-center gap-3 p-5">
          <ProjectThumbnail url={cover?.imageUrl ?? null} alt="Product cover" className="w-full max-w-56" />
          <p className="text-sm text-muted-foreground">{cover ? 'Cover' : 'No cover chosen'}</p>
        </Card>
      </div>
    </div>
  );
}
