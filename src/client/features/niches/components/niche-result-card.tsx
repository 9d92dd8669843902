import { ArrowRightIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SaveButton } from '@/components/saved-items/save-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useSaveItem } from '@/lib/saved-items/use-save-item';
import type { GenerateNichesBody, NicheResult } from '@shared/schemas/niche';
import { NICHE_SAVE_MESSAGES } from '../niche-messages';

interface NicheResultCardProps {
  niche: NicheResult;
  /** The generate-niches request that produced it, kept with the saved niche. */
  request: GenerateNichesBody;
  /** The saved niche this result replaces (edit mode); without it Save adds a new niche. */
  replacesId: string | undefined;
  onReplaced: () => void;
}

/** 'Large: an evergreen topic…' reads as the level 'Large' and its reason. */
function splitLevel(text: string) {
  const match = /^([A-Za-z][\w -]{0,20}):\s+(.+)$/s.exec(text.trim());
  if (!match?.[1] || !match[2]) return { level: undefined, reason: text };
  return { level: match[1], reason: match[2].charAt(0).toUpperCase() + match[2].slice(1) };
}

function Metric({ label, text }: { label: string; text: string }) {
  const { level, reason } = splitLevel(text);
  return (
    <div className="grid gap-1">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
        {level && (
          <Badge variant="info" className="tracking-normal normal-case">
            {level}
          </Badge>
        )}
      </dt>
      <dd className="text-sm">{reason}</dd>
    </div>
  );
}

export function NicheResultCard({ niche, request, replacesId, onReplaced }: NicheResultCardProps) {
  const save = useSaveItem('niches', NICHE_SAVE_MESSAGES, { onUpdated: onReplaced });
  const [saveKey] = useState(() => crypto.randomUUID());
  const saved = save.data;
  const { age, income, painPoints } = niche.demographics;

  const onSave = () => save.save({ input: { ...niche, generationInput: request, saveKey }, id: replacesId });

  return (
    <Card className="gap-4 p-5" role="article" aria-label={niche.name}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h3 className="text-base font-semibold wrap-anywhere">{niche.name}</h3>
        <SaveButton
          action={replacesId ? 'update' : 'save'}
          saving={save.isPending}
          saved={saved !== undefined}
          onClick={onSave}
          subject={niche.name}
          className="self-start"
        />
      </div>
      <dl className="grid gap-3">
        <Metric label="Market size" text={niche.marketSize} />
        <Metric label="Competition" text={niche.competitionLevel} />
        <Metric label="Profit potential" text={niche.profitPotential} />
      </dl>
      <div className="rounded-lg bg-muted/60 p-3.5">
        <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Demographics</h4>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Age</dt>
          <dd>{age || '—'}</dd>
          <dt className="text-muted-foreground">Income</dt>
          <dd>{income || '—'}</dd>
        </dl>
        {painPoints.length > 0 && (
          <>
            <p className="mt-3 text-sm text-muted-foreground">Pain points</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm marker:text-muted-foreground">
              {painPoints.map((point, index) => (
                <li key={`${index}-${point}`}>{point}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {saved && (
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to={paths.productIdeas.href({ nicheId: saved.id })}>
            Use in Product Ideas
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      )}
    </Card>
  );
}
