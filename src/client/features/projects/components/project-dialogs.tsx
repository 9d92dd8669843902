import { ImageIcon, PencilIcon, PlusIcon, RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ContentDialog, ContentDownloadButton } from '@/components/item-dialogs/content-dialog';
import { CoverDialog } from '@/components/item-dialogs/cover-dialog';
import { IdeaDialog } from '@/components/item-dialogs/idea-dialog';
import { NicheDialog } from '@/components/item-dialogs/niche-dialog';
import { TitleDialog } from '@/components/item-dialogs/title-dialog';
import { useAfterClose } from '@/components/item-dialogs/use-follow-up';
import { Button } from '@/components/ui/button';
import type { LucideIcon } from 'lucide-react';
import type { ProjectDetail } from '@shared/schemas/project';
import type { OpenDialog } from '../open-dialog';
import { CoverRegenerateDialog } from './cover-regenerate-dialog';
import { IdeaRegenerateDialog } from './idea-regenerate-dialog';
import { NicheRegenerateDialog } from './niche-regenerate-dialog';
import { SectionEditDialog } from './section-edit-dialog';
import { TitlesRegenerateDialog } from './titles-regenerate-dialog';

interface ProjectDialogsProps {
  project: ProjectDetail;
  dialog: OpenDialog | null;
  onChange: (dialog: OpenDialog | null) => void;
}

/** The open dialog of the project page: a part's details with the project's actions, or a part's generator or editor. */
export function ProjectDialogs({ project, dialog, onChange }: ProjectDialogsProps) {
  const onOpenChange = (open: boolean) => {
    if (!open) onChange(null);
  };
  const afterClose = useAfterClose(onOpenChange);
  /** A detail dialog's action: it closes, then the next dialog opens 100 ms later (docs/product-rules.md R21). */
  const next = (label: string, icon: LucideIcon, to: OpenDialog, primary = false): ReactNode => {
    const Icon = icon;
    return (
      <Button
        key={label}
        variant={primary ? 'default' : 'outline'}
        size="sm"
        onClick={() => afterClose(() => onChange(to))}
      >
        <Icon aria-hidden="true" />
        {label}
      </Button>
    );
  };
  if (!dialog) return null;
  const shared = { open: true, onOpenChange };
  switch (dialog.kind) {
    case 'niche-details':
      return (
        <NicheDialog
          {...shared}
          id={dialog.id}
          actions={() => [
            next('Regenerate Similar', RefreshCwIcon, { kind: 'niche-generate', similar: true }),
            next('Generate New Niche', PlusIcon, { kind: 'niche-generate', similar: false }, true),
          ]}
        />
      );
    case 'idea-details':
      return (
        <IdeaDialog
          {...shared}
          id={dialog.id}
          actions={() => [
            next('Regenerate Similar', RefreshCwIcon, { kind: 'idea-generate', similar: true }),
            next('Generate New Idea', PlusIcon, { kind: 'idea-generate', similar: false }, true),
          ]}
        />
      );
    case 'title-details':
      return (
        <TitleDialog
          {...shared}
          id={dialog.id}
          actions={(title) => [
            <CopyButton key="copy" text={title.title} successMessage="Title copied!" subject={title.title} />,
            next('Regenerate Titles', RefreshCwIcon, { kind: 'titles-generate' }, true),
          ]}
        />
      );
    case 'cover-details':
      return (
        <CoverDialog
          {...shared}
          id={dialog.id}
          actions={() => next('Edit Settings and Regenerate', ImageIcon, { kind: 'cover-generate' }, true)}
        />
      );
    case 'section-details':
      return (
        <ContentDialog
          {...shared}
          id={dialog.id}
          actions={(content) => [
            <ContentDownloadButton key="download" content={content} />,
            next('Edit', PencilIcon, { kind: 'section-edit', id: dialog.id }, true),
          ]}
        />
      );
    case 'niche-generate':
      return (
        <NicheRegenerateDialog
          {...shared}
          projectId={project.id}
          similarTo={dialog.similar ? (project.niche ?? undefined) : undefined}
        />
      );
    case 'idea-generate':
      return (
        <IdeaRegenerateDialog
          {...shared}
          project={project}
          similarTo={dialog.similar ? (project.idea ?? undefined) : undefined}
        />
      );
    case 'titles-generate':
      return <TitlesRegenerateDialog {...shared} project={project} />;
    case 'cover-generate':
      return <CoverRegenerateDialog {...shared} project={project} />;
    case 'section-edit': {
      const content = project.sections.find((section) => section.id === dialog.id);
      return content ? (
        <SectionEditDialog {...shared} content={content} productType={project.madeAs ?? 'ebook'} />
      ) : null;
    }
  }
}
