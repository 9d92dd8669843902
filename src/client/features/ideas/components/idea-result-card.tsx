import { ArrowRightIcon, CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SaveButton } from '@/components/saved-items/save-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ideaLabel } from '@/lib/saved-items/idea-label';
import { paths } from '@/lib/paths';
import { useSaveItem } from '@/lib/saved-items/use-save-item';
import type { IdeaResult } from '@shared/schemas/idea';
import { IDEA_SAVE_MESSAGES } from '../idea-messages';
import type { IdeasRequest } from '../ideas-request';

interface IdeaResultCardProps {
  idea: IdeaResult;
  /** The request that produced it: its product type, and the request and niche kept with the saved idea. */
  request: IdeasRequest;
  /** The saved idea this result replaces (edit mode); without it Save adds a new idea. */
  replacesId: string | undefined;
  onReplaced: () => void;
}

const headingClasses = 'text-xs font-semibold tracking-wide text-muted-foreground uppercase';

export function IdeaResultCard({ idea, request, replacesId, onReplaced }: IdeaResultCardProps) {
  const save = useSaveItem('ideas', IDEA_SAVE_MESSAGES, { onUpdated: onReplaced });
  const [saveKey] = useState(() => crypto.randomUUID());
  const saved = save.data;
  const label = ideaLabel(idea.concept);

  const onSave = () =>
    save.save({
      input: {
        ...idea,
        productType: request.body.productType,
        nicheId: request.nicheId,
        generationInput: request.body,
        saveKey,
      },
      id: replacesId,
    });

  return (
    <Card className="gap-4 p-5" role="article" aria-label={label}>
      <p className="font-medium wrap-anywhere">{idea.concept}</p>
      {idea.targetAudience && (
        <div>
          <h4 className={headingClasses}>Target audience</h4>
          <p className="mt-1 text-sm">{idea.targetAudience}</p>
        </div>
      )}
      {idea.sellingPoints.length > 0 && (
        <div>
          <h4 className={headingClasses}>Selling points</h4>
          <ul className="mt-1.5 space-y-1 text-sm">
            {idea.sellingPoints.map((point, index) => (
              <li key={`${index}-${point}`} className="flex gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      )}
      {idea.modules.length > 0 && (
        <div>
          <h4 className={headingClasses}>Modules</h4>
          <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-sm marker:text-muted-foreground">
            {idea.modules.map((module, index) => (
              <li key={`${index}-${module}`}>{module}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2 border-t pt-4">
        <SaveButton
          action={replacesId ? 'update' : 'save'}
          saving={save.isPending}
          saved={saved !== undefined}
          onClick={onSave}
          subject={label}
        />
        {saved && (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.titleGenerator.href({ ideaId: saved.id })}>
              Generate Titles
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
