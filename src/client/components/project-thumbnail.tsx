import { FileTextIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A project's cover at card size, or a document icon in its place while the project has no cover. */
export function ProjectThumbnail({ url, alt, className }: { url: string | null; alt: string; className: string }) {
  const frame = cn('aspect-[3/4] shrink-0 rounded-md ring-1 ring-border', className);
  return url ? (
    <img src={url} alt={alt} loading="lazy" className={cn(frame, 'object-cover shadow-sm')} />
  ) : (
    <span className={cn(frame, 'flex items-center justify-center bg-accent text-accent-foreground')}>
      <FileTextIcon className="size-1/3" aria-hidden="true" />
    </span>
  );
}
