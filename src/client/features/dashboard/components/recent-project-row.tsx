import { format, parseISO } from 'date-fns';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentsStatusBadge } from '@/components/projects/documents-status-badge';
import { ProjectThumbnail } from '@/components/projects/project-thumbnail';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/lib/paths';
import { DATE_FORMAT, PRODUCT_TYPES } from '@shared/catalog';
import type { ProjectSummary } from '@shared/schemas/project-summary';
import { licenseBadge } from '@shared/schemas/license';

function productTypeLabel(value: string | null) {
  return PRODUCT_TYPES.find((type) => type.value === value)?.label;
}

export function RecentProjectRow({ project }: { project: ProjectSummary }) {
  const typeLabel = productTypeLabel(project.productType);
  const licenseLabel = licenseBadge(project.productType, project.license);
  return (
    <Link
      to={paths.project.href(project.id)}
      className="group flex items-center gap-4 px-6 py-4 transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none"
    >
      <ProjectThumbnail url={project.coverImageUrl} alt="" className="w-10" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium group-hover:text-primary">{project.title}</p>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {typeLabel && <>{typeLabel} · </>}
            {licenseLabel && <>{licenseLabel} · </>}
            {format(parseISO(project.createdAt), DATE_FORMAT)}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          {project.status === 'draft' && <Badge variant="warning">In Production</Badge>}
          <DocumentsStatusBadge status={project.documentsStatus} />
        </div>
      </div>
      <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
