import { DownloadIcon, PlayIcon, RotateCcwIcon } from 'lucide-react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/busy-button';
import { DownloadCoverButton } from '@/components/download-cover-button';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { useStartDocuments } from '@/lib/projects';
import type { ProjectDetail } from '../../../../shared/schemas/project.js';

/** The project's documents, each downloaded by its owner-only link, once made. */
function documentLinks(project: ProjectDetail) {
  if (project.pdfStatus !== 'completed') return [];
  return [
    { label: 'Download PDF', url: project.pdfUrl },
    { label: 'Download DOCX', url: project.docxUrl },
    { label: 'Download EPUB', url: project.epubUrl },
  ].filter((link): link is { label: string; url: string } => link.url !== null);
}

/**
 * Download PDF / DOCX / EPUB / Cover when they exist, and Generate Product (or Retry Generation after a failure)
 * while the documents are not made; after a start the page follows them until they are made or fail.
 */
export function ProjectActions({ project }: { project: ProjectDetail }) {
  const start = useStartDocuments();
  const canStart = project.pdfStatus === 'not_generated' || project.pdfStatus === 'failed';
  const generate = () =>
    start.mutate(project.id, {
      onSuccess: () => {
        toast.success('PDF and DOCX generation started! The page will refresh when ready.');
      },
      onError: (error) => {
        console.error(error);
        toast.error(failureMessage(error));
      },
    });
  return (
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
        <BusyButton size="sm" busy={start.isPending} busyLabel="Starting..." onClick={generate}>
          {project.pdfStatus === 'failed' ? <RotateCcwIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
          {project.pdfStatus === 'failed' ? 'Retry Generation' : 'Generate Product'}
        </BusyButton>
      )}
    </div>
  );
}
