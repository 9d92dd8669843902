import { DownloadIcon, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/busy-button';
import { CoverNotes } from '@/components/covers/cover-notes';
import { SaveButton } from '@/components/saved-items/save-button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadCover } from '@/lib/projects/download-cover';
import { COVER_MESSAGES } from '../cover-messages';

interface CoverPreviewProps {
  /** The cover shown: the one just generated, or the one an edit opened. */
  imageUrl: string | undefined;
  /** What the cover was drawn without, shown under it. */
  notes: readonly string[];
  /** What the download is named after. */
  title: string;
  generating: boolean;
  save: { action: 'save' | 'update'; saving: boolean; saved: boolean; onSave: () => void; canSave: boolean };
}

/**
 * The preview panel: the cover at 2:3 (one drawn at 3:4 before is shown whole), what it was drawn without, Save and
 * Download; or the placeholder before there is one.
 */
export function CoverPreview({ imageUrl, notes, title, generating, save }: CoverPreviewProps) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!imageUrl) {
      toast.error(COVER_MESSAGES.noImage);
      return;
    }
    setDownloading(true);
    try {
      await downloadCover(imageUrl, title);
      toast.success(COVER_MESSAGES.downloaded);
    } catch (error) {
      console.error(error);
      toast.error(error instanceof Error && error.message ? error.message : COVER_MESSAGES.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="preview-title" aria-busy={generating} className="space-y-4">
      <h2 id="preview-title" className="text-lg font-semibold tracking-tight">
        Preview
      </h2>
      <Card className="gap-4 p-4 sm:p-5">
        <div className="mx-auto w-full max-w-sm">
          {generating ? (
            <Skeleton role="status" aria-label="Generating cover" className="aspect-[2/3] w-full rounded-lg" />
          ) : imageUrl ? (
            <img
              src={imageUrl}
              alt={`Cover: ${title}`}
              width={1600}
              height={2400}
              className="aspect-[2/3] w-full rounded-lg border bg-muted object-contain shadow-md"
            />
          ) : (
            <div className="flex aspect-[2/3] w-full flex-col items-center justify-center gap-3 rounded-lg border border-dashed bg-muted/40 px-6 text-center">
              <ImageIcon className="size-10 text-muted-foreground" aria-hidden="true" />
              <p className="text-sm text-muted-foreground">Your cover will appear here</p>
            </div>
          )}
        </div>
        {imageUrl && !generating && <CoverNotes notes={notes} className="mx-auto w-full max-w-sm" />}
        {imageUrl && !generating && (
          <div className="mx-auto flex w-full max-w-sm gap-3">
            <SaveButton
              action={save.action}
              saving={save.saving}
              saved={save.saved}
              disabled={!save.canSave}
              onClick={save.onSave}
              subject={title}
              className="flex-1"
            />
            <BusyButton
              size="sm"
              variant="outline"
              busy={downloading}
              busyLabel="Downloading..."
              onClick={() => void download()}
              className="flex-1"
            >
              <DownloadIcon aria-hidden="true" />
              Download
            </BusyButton>
          </div>
        )}
      </Card>
    </section>
  );
}
