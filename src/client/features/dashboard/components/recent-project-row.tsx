import { format, parseISO } from 'date-fns';
import { ChevronRightIcon, FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PdfStatusBadge } from '@/components/pdf-status-badge';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/lib/paths';
import { DATE_FORMAT, PRODUCT_TYPES } from '../../../../shared/catalog.js';
import type { ProjectSummary } from '../../../../shared/schemas/project.js';

function productTypeLabel(value: string | null) {
  return PRODUCT_TYPES.find((type) => type.value === value)?.label;
}

export function RecentProjectRow({ project }: { project: ProjectSummary }) {
  const typeLabel = productTypeLabel(project.productType);
  return (
    <Link
      to={paths.project.href(project.id)}
      className="group flex items-center gap-4 px-6 py-4 transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none"
    >
      {project.coverImageUrl ? (
        <img
          src={project.coverImageUrl}
          alt=""
          loading="lazy"
          className="aspect-[3/4] w-10 shrink-0 rounded-md object-cover shadow-sm ring-1 ring-border"
        />
      ) : (
        <span className="flex aspect-[3/4] w-10 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground ring-1 ring-border">
          <FileTextIcon className="size-4" aria-hidden="true" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium group-hover:text-primary">{project.title}</p>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {typeLabel && <>{typeLabel} · </>}
            {format(parseISO(project.createdAt), DATE_FORMAT)}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          {project.status === 'draft' && <Badge variant="warning">In Production</Badge>}
          <PdfStatusBadge status={project.pdfStatus} />
        </div>
      </div>
      <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
