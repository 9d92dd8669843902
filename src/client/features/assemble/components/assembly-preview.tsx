import { ImageIcon } from 'lucide-react';
import { BusyButton } from '@/components/busy-button';
import { ProjectThumbnail } from '@/components/projects/project-thumbnail';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AssemblyAction } from '../assembly-checks';
import type { AssemblyPicks } from '../hooks/use-assembly';
import { SectionOrderList } from './section-order-list';

interface AssemblyPreviewProps {
  picks: AssemblyPicks;
  /** Which button's save is under way, if any. */
  saving: AssemblyAction | null;
  onSave: (action: AssemblyAction) => void;
}

/** The project taking shape: its name, the picked title and cover, its sections to reorder, and the two saves. */
export function AssemblyPreview({ picks, saving, onSave }: AssemblyPreviewProps) {
  const { assembly, sections, title, cover } = picks;
  return (
    <Card className="gap-4 p-5 lg:sticky lg:top-20" aria-label="Preview">
      <h2 className="text-lg font-semibold">Preview</h2>
      <div className="space-y-1.5">
        <Label htmlFor="project-name">Project Name</Label>
        <Input
          id="project-name"
          value={assembly.projectName}
          onChange={(event) => picks.setProjectName(event.target.value)}
          placeholder="My Product"
        />
      </div>
      <div className="flex gap-3">
        <ProjectThumbnail url={cover?.imageUrl ?? null} alt="Selected cover" className="w-20" />
        <dl className="min-w-0 space-y-1 text-sm wrap-anywhere">
          <dt className="text-muted-foreground">Title</dt>
          <dd className="font-medium">{title?.title ?? 'No title selected'}</dd>
          <dt className="text-muted-foreground">Sections</dt>
          <dd className="font-medium">
            {sections.length} {sections.length === 1 ? 'section' : 'sections'}
          </dd>
        </dl>
      </div>
      {cover?.title && title && cover.title.trim() !== title.title.trim() && (
        <Alert variant="warning" className="wrap-anywhere" data-testid="cover-title-differs">
          <ImageIcon aria-hidden="true" />
          <p>
            This cover shows “{cover.title}”, not the title you picked. Pick a cover drawn for it, or redraw this one
            from the project page once it is saved.
          </p>
        </Alert>
      )}
      {sections.length > 0 && (
        <div className="space-y-2">
          <p className="text-xs text-muted-foreground">Drag to reorder sections for your PDF</p>
          <SectionOrderList
            sections={sections}
            chosenTitleId={assembly.titleId}
            onReorder={picks.reorderSections}
            onRemove={picks.toggleSection}
          />
        </div>
      )}
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <BusyButton
          variant="outline"
          busy={saving === 'draft'}
          disabled={saving !== null}
          busyLabel="Saving…"
          onClick={() => onSave('draft')}
        >
          Save as Draft
        </BusyButton>
        <BusyButton
          busy={saving === 'pdf'}
          disabled={saving !== null}
          busyLabel="Creating…"
          onClick={() => onSave('pdf')}
        >
          Generate PDF
        </BusyButton>
      </div>
    </Card>
  );
}
