import { downloadBlob } from '@/lib/download-text-file';

/** What a cover's download tells the user (docs/product-rules.md R36), wherever it is downloaded from. */
export const COVER_DOWNLOAD_MESSAGES = {
  downloaded: 'Cover downloaded!',
  imageDownloadFailed: 'Failed to download cover image',
} as const;

/** Characters no file system takes in a name. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;

/** '<title>.png', the title kept as written but for characters a file name cannot hold. */
export function coverFileName(title: string) {
  const name = title.replace(UNSAFE_IN_FILE_NAME, ' ').replace(/\s+/g, ' ').trim().slice(0, 120);
  return `${name || 'cover'}.png`;
}

/** Fetches the cover image (our own URL, with the session) and saves it as '<title>.png'. */
export async function downloadCover(imageUrl: string, title: string) {
  const res = await fetch(imageUrl, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(COVER_DOWNLOAD_MESSAGES.imageDownloadFailed);
  downloadBlob(coverFileName(title), await res.blob());
}
