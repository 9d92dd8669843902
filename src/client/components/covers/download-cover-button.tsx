import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { COVER_DOWNLOAD_MESSAGES, downloadCover } from '@/lib/projects/download-cover';

interface DownloadCoverButtonProps {
  imageUrl: string;
  /** The file is saved as '<title>.png'. */
  title: string;
  label: string;
}

/** Saves a cover's image as '<title>.png' and says how it went. */
export function DownloadCoverButton({ imageUrl, title, label }: DownloadCoverButtonProps) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCover(imageUrl, title);
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
      {label}
    </Button>
  );
}
