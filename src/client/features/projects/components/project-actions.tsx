import { DownloadIcon, PlayIcon, RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/busy-button';
import { DownloadCoverButton } from '@/components/covers/download-cover-button';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { failureMessage } from '@/lib/api/failure-message';
import { useStartDocuments } from '@/lib/projects/projects';
import type { ProjectDetail } from '@shared/schemas/project';
import { AuthorNotesNotice, notesLeftOutMessage } from './author-notes-notice';
import { CoverDifferencesDialog } from './cover-differences-notice';

/** The project's files, each by its owner-only link: the server answers the links only once they are made. */
function documentLinks(project: ProjectDetail) {
  return [
    { label: 'Download PDF', url: project.pdfUrl },
    { label: 'Download DOCX', url: project.docxUrl },
    { label: 'Download EPUB', url: project.epubUrl },
  ].filter((link): link is { label: string; url: string } => link.url !== null);
}

/** The Draft copy choice beside Generate Product, with what it does under it. */
function DraftCopyOption({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-start gap-2 py-1">
      <Checkbox
        id="draft-copy"
        aria-describedby="draft-copy-hint"
        checked={checked}
        onCheckedChange={(state) => onChange(state === true)}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor="draft-copy">Draft copy</Label>
        <p id="draft-copy-hint" className="text-xs text-muted-foreground">
          Includes author notes, marked Draft
        </p>
      </div>
    </div>
  );
}

/**
 * Download PDF / DOCX / EPUB / Cover when they exist, and Generate Product (or Retry Generation after a failure)
 * while the documents are not made, with its Draft copy option; after a start the page follows them until they are
 * made or fail. While the cover prints another title than the plan, Generate Product asks first. The author notes the sections still hold are counted here, where the files are made.
 */
export function ProjectActions({ project }: { project: ProjectDetail }) {
  const start = useStartDocuments();
  const [draft, setDraft] = useState(false);
  const [askAboutCover, setAskAboutCover] = useState(false);
  const canStart = project.documentsStatus === 'not_generated' || project.documentsStatus === 'failed';
  const notes = project.authorNoteCount;
  const generate = () =>
    start.mutate(
      { projectId: project.id, draft },
      {
        onSuccess: () => {
          toast.success('PDF and DOCX generation started! The page will refresh when ready.');
          if (notes > 0 && !draft) toast.info(notesLeftOutMessage(notes));
        },
        onError: (error) => {
          console.error(error);
          toast.error(failureMessage(error));
        },
      },
    );
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="flex flex-wrap gap-2">
          {documentLinks(project).map(({ label, url }) => (
            <Button key={label} asChild variant="outline" size="sm">
              <a href={url} download>
                <DownloadIcon aria-hidden="true" />
                {label}
              </a>
            </Button>
          ))}
          {project.cover && (
            <DownloadCoverButton
              imageUrl={project.cover.imageUrl}
              title={project.productTitle?.title ?? project.title}
              label="Download Cover"
            />
          )}
          {canStart && (
            <BusyButton
              size="sm"
              busy={start.isPending}
              busyLabel="Starting..."
              onClick={project.coverDifferences.length > 0 ? () => setAskAboutCover(true) : generate}
            >
              {project.documentsStatus === 'failed' ? (
                <RotateCcwIcon aria-hidden="true" />
              ) : (
                <PlayIcon aria-hidden="true" />
              )}
              {project.documentsStatus === 'failed' ? 'Retry Generation' : 'Generate Product'}
            </BusyButton>
          )}
        </div>
        {canStart && <DraftCopyOption checked={draft} onChange={setDraft} />}
      </div>
      {notes > 0 && (
        <AuthorNotesNotice count={notes} draft={!canStart ? 'unavailable' : draft ? 'chosen' : 'offered'} />
      )}
      {askAboutCover && (
        <CoverDifferencesDialog
          projectId={project.id}
          differences={project.coverDifferences}
          onGenerate={() => {
            setAskAboutCover(false);
            generate();
          }}
          onCancel={() => setAskAboutCover(false)}
        />
      )}
    </div>
  );
}
