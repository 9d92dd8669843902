import { FileTextIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A project's cover at card size, or a document icon in its place while the project has no cover. */
export function ProjectThumbnail({ url, alt, className }: { url: string | null; alt: string; className: string }) {
  const frame = cn('aspect-[2/3] shrink-0 rounded-md ring-1 ring-border', className);
  // Covers are 2:3; one drawn at 3:4 before is shown whole rather than cropped.
  return url ? (
    <img src={url} alt={alt} loading="lazy" className={cn(frame, 'bg-muted object-contain shadow-sm')} />
  ) : (
    <span className={cn(frame, 'flex items-center justify-center bg-accent text-accent-foreground')}>
      <FileTextIcon className="size-1/3" aria-hidden="true" />
    </span>
  );
}
