import { format, parseISO } from 'date-fns';
import { DownloadIcon, EyeIcon, FileTextIcon, PlayIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { PdfStatusBadge } from '@/components/pdf-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { DATE_FORMAT, PRODUCT_TYPES } from '../../../../shared/catalog.js';
import type { ProjectSummary } from '../../../../shared/schemas/project.js';

interface ProjectCardProps {
  project: ProjectSummary;
  onDelete: () => void;
  deleting: boolean;
}

/** A project: its cover, PDF status, View, the PDF once ready, Resume for a draft, and delete. */
export function ProjectCard({ project, onDelete, deleting }: ProjectCardProps) {
  const typeLabel = PRODUCT_TYPES.find((type) => type.value === project.productType)?.label;
  const isDraft = project.status === 'draft';
  return (
    <Card className="flex-row gap-4 px-4 py-4 wrap-anywhere" aria-label={`Project: ${project.title}`}>
      {project.coverImageUrl ? (
        <img
          src={project.coverImageUrl}
          alt={`Cover of ${project.title}`}
          loading="lazy"
          className="aspect-[3/4] w-20 shrink-0 self-start rounded-md object-cover shadow-sm ring-1 ring-border"
        />
      ) : (
        <span className="flex aspect-[3/4] w-20 shrink-0 items-center justify-center self-start rounded-md bg-accent text-accent-foreground ring-1 ring-border">
          <FileTextIcon className="size-6" aria-hidden="true" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="info">Project</Badge>
          {isDraft && <Badge variant="warning">Draft</Badge>}
          <PdfStatusBadge status={project.pdfStatus} />
        </div>
        <h3 className="line-clamp-2 font-semibold">{project.title}</h3>
        <p className="text-xs text-muted-foreground">
          {typeLabel && <>{typeLabel} · </>}
          <time dateTime={project.createdAt}>{format(parseISO(project.createdAt), DATE_FORMAT)}</time>
        </p>
        <div className="mt-auto -ml-2 flex flex-wrap items-center gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.project.href(project.id)} aria-label={`View ${project.title}`}>
              <EyeIcon aria-hidden="true" />
              View
            </Link>
          </Button>
          {project.pdfStatus === 'completed' && project.pdfUrl && (
            <Button asChild variant="ghost" size="sm">
              <a href={project.pdfUrl} download aria-label={`Download the PDF of ${project.title}`}>
                <DownloadIcon aria-hidden="true" />
                PDF
              </a>
            </Button>
          )}
          {isDraft && (
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.createProduct.href({ projectId: project.id })} aria-label={`Resume ${project.title}`}>
                <PlayIcon aria-hidden="true" />
                Resume
              </Link>
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-muted-foreground hover:text-destructive"
            onClick={onDelete}
            disabled={deleting}
            aria-label={`Delete ${project.title}`}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
