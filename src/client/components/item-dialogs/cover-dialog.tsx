import { DownloadIcon, PencilIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { COVER_DOWNLOAD_MESSAGES, downloadCover } from '@/lib/download-cover';
import { editHref, regenerateHref } from '@/lib/saved-item-routes';
import type { SavedCover } from '../../../shared/schemas/cover.js';
import { DetailList } from './detail-list';
import { FollowUpButton } from './follow-up-button';
import { ItemDialogFrame, type ItemDialogProps } from './item-dialog';
import { useFollowUp } from './use-follow-up';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Saves the cover's image as '<title>.png' and says how it went. */
function DownloadCoverButton({ cover }: { cover: SavedCover }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCover(cover.imageUrl, cover.title ?? 'cover');
      toast.success(COVER_DOWNLOAD_MESSAGES.downloaded);
    } catch (error) {
      console.error(error);
      toast.error(COVER_DOWNLOAD_MESSAGES.imageDownloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={downloading} onClick={() => void download()}>
      <DownloadIcon aria-hidden="true" />
      Download
    </Button>
  );
}

/** A saved cover (spec §2): the image, its style and prompt; Download, Edit Settings and Regenerate. */
export function CoverDialog(props: ItemDialogProps) {
  const go = useFollowUp(props.onOpenChange);
  return (
    <ItemDialogFrame
      {...props}
      kind="covers"
      typeLabel="Cover"
      heading={(cover) => cover.title ?? 'Cover'}
      details={(cover) => (
        <>
          <img
            src={cover.imageUrl}
            alt={cover.title ? `Cover of ${cover.title}` : 'Cover image'}
            className="mx-auto aspect-[3/4] max-h-[50vh] rounded-lg border object-cover shadow-sm"
          />
          <DetailList
            fields={[
              { label: 'Style', value: cover.style && capitalize(cover.style) },
              { label: 'Prompt', value: cover.prompt },
            ]}
          />
        </>
      )}
      actions={(cover) => (
        <>
          <DownloadCoverButton cover={cover} />
          <FollowUpButton label="Edit Settings" icon={PencilIcon} to={editHref('covers', cover.id)} go={go} />
          <FollowUpButton
            label="Regenerate"
            icon={RefreshCwIcon}
            to={regenerateHref('covers', cover.id)}
            go={go}
            primary
          />
        </>
      )}
    />
  );
}
