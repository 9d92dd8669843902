import { format, parseISO } from 'date-fns';
import { DownloadIcon, EyeIcon, PlayIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentsStatusBadge } from '@/components/projects/documents-status-badge';
import { ProjectThumbnail } from '@/components/projects/project-thumbnail';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { DATE_FORMAT, PRODUCT_TYPES } from '@shared/catalog';
import type { ProjectSummary } from '@shared/schemas/project-summary';
import { licenseBadge } from '@shared/schemas/license';
import { DeleteCardButton } from './delete-card-button';

interface ProjectCardProps {
  project: ProjectSummary;
  onDelete: () => void;
  deleting: boolean;
}

/** A project: its cover, documents status, the license it is sold with, View, the PDF once ready, Resume for a draft, and delete. */
export function ProjectCard({ project, onDelete, deleting }: ProjectCardProps) {
  const typeLabel = PRODUCT_TYPES.find((type) => type.value === project.productType)?.label;
  const licenseLabel = licenseBadge(project.productType, project.license);
  const isDraft = project.status === 'draft';
  return (
    <Card className="flex-row gap-4 px-4 py-4 wrap-anywhere" aria-label={`Project: ${project.title}`}>
      <ProjectThumbnail url={project.coverImageUrl} alt={`Cover of ${project.title}`} className="w-20 self-start" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="info">Project</Badge>
          {isDraft && <Badge variant="warning">Draft</Badge>}
          <DocumentsStatusBadge status={project.documentsStatus} />
          {licenseLabel && <Badge variant="outline">{licenseLabel}</Badge>}
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
          {project.pdfUrl && (
            <Button asChild variant="ghost" size="sm">
              <a href={project.pdfUrl} download aria-label={`Download the PDF of ${project.title}`}>
                <DownloadIcon aria-hidden="true" />
                PDF
              </a>
            </Button>
          )}
          {isDraft && (
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.createProject.href({ projectId: project.id })} aria-label={`Resume ${project.title}`}>
                <PlayIcon aria-hidden="true" />
                Resume
              </Link>
            </Button>
          )}
          <DeleteCardButton subject={project.title} onDelete={onDelete} deleting={deleting} />
        </div>
      </div>
    </Card>
  );
}
