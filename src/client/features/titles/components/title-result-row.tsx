import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CopyButton } from '@/components/copy-button';
import { SaveButton } from '@/components/save-button';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useSaveItem } from '@/lib/use-save-item';
import type { TitleTone } from '../../../../shared/catalog.js';
import { TITLE_SAVE_MESSAGES } from '../title-messages';

interface TitleResultRowProps {
  title: string;
  tone: TitleTone;
  /** The saved title this result replaces (edit mode); without it Save adds a new title. */
  replacesId: string | undefined;
  onReplaced: () => void;
}

export function TitleResultRow({ title, tone, replacesId, onReplaced }: TitleResultRowProps) {
  const save = useSaveItem('titles', TITLE_SAVE_MESSAGES, onReplaced);
  const saved = save.data;

  const onSave = () => save.mutate({ input: { title, tone }, id: replacesId });

  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{title}</p>
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
