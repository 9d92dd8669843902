import { OwnTitleForm } from '@/components/generation/own-title-form';
import { useSaveItem } from '@/lib/saved-items/use-save-item';
import type { TitleTone } from '@shared/catalog';
import type { SavedTitle } from '@shared/schemas/title';
import { TITLE_SAVE_MESSAGES } from '../title-messages';

interface OwnTitleCardProps {
  /** The saved title being edited: the typed title replaces it. Without it a new title is saved. */
  replaces: SavedTitle | undefined;
  onReplaced: () => void;
  /** What the generator form holds when the title is saved: its tone, and the saved idea chosen, if any. */
  context: () => { tone: TitleTone; ideaId: string | null };
}

/** The Title tool's "Use your own title": saved like a generated title, as one text 'Title: Subtitle'. */
export function OwnTitleCard({ replaces, onReplaced, context }: OwnTitleCardProps) {
  const save = useSaveItem('titles', TITLE_SAVE_MESSAGES, { onUpdated: onReplaced });
  return (
    <OwnTitleForm
      // A new edit starts from the title it opens.
      key={replaces?.id ?? 'new'}
      submitLabel={replaces ? 'Update Title' : 'Save Title'}
      busy={save.isPending}
      initialTitle={replaces?.title}
      headingLevel="h2"
      onSubmit={(title, clear) => {
        const { tone, ideaId } = context();
        save.save(
          replaces
            ? { id: replaces.id, input: { title, tone: replaces.tone ?? tone } }
            : { input: { title, tone, ideaId, saveKey: crypto.randomUUID() } },
          { onSuccess: clear },
        );
      }}
    />
  );
}
