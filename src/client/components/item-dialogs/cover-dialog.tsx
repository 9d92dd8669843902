import { PencilIcon, RefreshCwIcon } from 'lucide-react';
import { DownloadCoverButton } from '@/components/covers/download-cover-button';
import { editHref, regenerateHref } from '@/lib/saved-items/saved-item-routes';
import { coverStyleLabel } from '@shared/catalog';
import { DetailList } from './detail-list';
import { FollowUpButton } from './follow-up-button';
import { ItemDialogFrame, type ItemDialogVariantProps } from './item-dialog';
import { useFollowUp } from './use-follow-up';

/**
 * A saved cover (docs/product-rules.md R21): the image, its style and prompt; Download, Edit Settings and Regenerate.
 */
export function CoverDialog({ actions, ...props }: ItemDialogVariantProps<'covers'>) {
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
            className="mx-auto aspect-[2/3] max-h-[50vh] rounded-lg border bg-muted object-contain shadow-sm"
          />
          <DetailList
            fields={[
              { label: 'Style', value: cover.style && coverStyleLabel(cover.style) },
              { label: 'Prompt', value: cover.prompt },
            ]}
          />
        </>
      )}
      actions={
        actions ??
        ((cover) => (
          <>
            <DownloadCoverButton imageUrl={cover.imageUrl} title={cover.title ?? 'cover'} label="Download" />
            <FollowUpButton label="Edit Settings" icon={PencilIcon} to={editHref('covers', cover.id)} go={go} />
            <FollowUpButton
              label="Regenerate"
              icon={RefreshCwIcon}
              to={regenerateHref('covers', cover.id)}
              go={go}
              primary
            />
          </>
        ))
      }
    />
  );
}
