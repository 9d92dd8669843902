import type { ComponentType } from 'react';
import type { SavedItemKind } from '@shared/schemas/saved-item';
import { ContentDialog } from './content-dialog';
import { CoverDialog } from './cover-dialog';
import { IdeaDialog } from './idea-dialog';
import type { ItemDialogProps } from './item-dialog';
import { NicheDialog } from './niche-dialog';
import { TitleDialog } from './title-dialog';

/** The detail dialog of each kind; a new kind joins with one entry. */
const DIALOGS: Record<SavedItemKind, ComponentType<ItemDialogProps>> = {
  niches: NicheDialog,
  ideas: IdeaDialog,
  titles: TitleDialog,
  content: ContentDialog,
  covers: CoverDialog,
};

/** The detail dialog of a saved item of any kind. */
export function SavedItemDialog({ kind, ...props }: ItemDialogProps & { kind: SavedItemKind }) {
  const Dialog = DIALOGS[kind];
  return <Dialog {...props} />;
}
