import { ArrowRightIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { SaveButton } from '@/components/saved-items/save-button';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useSaveItem } from '@/lib/saved-items/use-save-item';
import { TITLE_SAVE_MESSAGES } from '../title-messages';
import type { TitlesRequest } from '../titles-request';

interface TitleResultRowProps {
  title: string;
  /** The request that produced it: its tone, and the request and idea kept with the saved title. */
  request: TitlesRequest;
  /** The saved title this result replaces (edit mode); without it Save adds a new title. */
  replacesId: string | undefined;
  onReplaced: () => void;
}

export function TitleResultRow({ title, request, replacesId, onReplaced }: TitleResultRowProps) {
  const save = useSaveItem('titles', TITLE_SAVE_MESSAGES, { onUpdated: onReplaced });
  const [saveKey] = useState(() => crypto.randomUUID());
  const saved = save.data;

  const onSave = () =>
    save.save({
      input: { title, tone: request.body.tone, ideaId: request.ideaId, generationInput: request.body, saveKey },
      id: replacesId,
    });

  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium wrap-anywhere">{title}</p>
        {saved && (
          <Button asChild variant="link" size="sm" className="mt-1 h-auto px-0">
            <Link to={paths.contentGenerator.href({ titleId: saved.id })}>
              Generate Content
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <CopyButton text={title} successMessage="Title copied!" subject={title} />
        <SaveButton
          action={replacesId ? 'update' : 'save'}
          saving={save.isPending}
          saved={saved !== undefined}
          onClick={onSave}
          subject={title}
        />
      </div>
    </li>
  );
}
