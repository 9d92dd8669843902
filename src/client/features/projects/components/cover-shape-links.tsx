import { ImageDownIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pathWith } from '@shared/api/endpoint';
import { COVER_DOWNLOAD_SHAPES, projectCoverApi, type CoverDownloadShape } from '@shared/api/project-cover';

const LABELS: Record<CoverDownloadShape, string> = {
  ebook: 'Ebook cover (1600×2560)',
  banner: 'Banner (1280×720)',
  square: 'Square (1000×1000)',
};

/**
 * The cover at the shapes stores and listings ask for, each a JPEG the server draws from the cover's design
 * (docs/decisions/0051-cover-shapes-and-wrap-cover.md); nothing for a cover saved without one.
 */
export function CoverShapeLinks({ projectId, designed }: { projectId: string; designed: boolean }) {
  if (!designed) return null;
  return COVER_DOWNLOAD_SHAPES.map((shape) => (
    <Button key={shape} asChild variant="outline" size="sm">
      <a href={pathWith(projectCoverApi[shape].path, { id: projectId })} download>
        <ImageDownIcon aria-hidden="true" />
        {LABELS[shape]}
      </a>
    </Button>
  ));
}
