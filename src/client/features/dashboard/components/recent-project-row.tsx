import { format, parseISO } from 'date-fns';
import { ChevronRightIcon, FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/lib/paths';
import { DATE_FORMAT, PDF_STATUS_LABELS, PRODUCT_TYPES, type PdfStatus } from '../../../../shared/catalog.js';
import type { ProjectSummary } from '../../../../shared/schemas/project.js';

const pdfBadgeVariant: Record<PdfStatus, 'secondary' | 'info' | 'success' | 'destructive'> = {
  not_generated: 'secondary',
  generating: 'info',
  completed: 'success',
  failed: 'destructive',
};

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
          <Badge variant={pdfBadgeVariant[project.pdfStatus]}>{PDF_STATUS_LABELS[project.pdfStatus]}</Badge>
        </div>
      </div>
      <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
