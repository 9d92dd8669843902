import { format, parseISO } from 'date-fns';
import { ArrowRightIcon, ImageIcon, PencilIcon, RefreshCwIcon } from 'lucide-react';
import { CopyButton } from '@/components/copy-button';
import { paths } from '@/lib/paths';
import { editHref, regenerateHref } from '@/lib/saved-items/saved-item-routes';
import { DATE_FORMAT } from '@shared/catalog';
import { DetailList } from './detail-list';
import { FollowUpButton } from './follow-up-button';
import { ItemDialogFrame, type ItemDialogVariantProps } from './item-dialog';
import { useFollowUp } from './use-follow-up';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A saved title: the title, its tone and when it was made. */
export function TitleDialog({ actions, ...props }: ItemDialogVariantProps<'titles'>) {
  const go = useFollowUp(props.onOpenChange);
  return (
    <ItemDialogFrame
      {...props}
      kind="titles"
      typeLabel="Product Title"
      heading={(title) => title.title}
      details={(title) => (
        <DetailList
          fields={[
            { label: 'Title', value: title.title },
            { label: 'Tone', value: title.tone && capitalize(title.tone) },
            { label: 'Created', value: format(parseISO(title.createdAt), DATE_FORMAT) },
          ]}
        />
      )}
      actions={
        actions ??
        ((title) => (
          <>
            <CopyButton text={title.title} successMessage="Title copied!" subject={title.title} />
            <FollowUpButton label="Edit" icon={PencilIcon} to={editHref('titles', title.id)} go={go} />
            <FollowUpButton label="Regenerate" icon={RefreshCwIcon} to={regenerateHref('titles', title.id)} go={go} />
            <FollowUpButton
              label="Generate Content"
              icon={ArrowRightIcon}
              to={paths.contentGenerator.href({ titleId: title.id })}
              go={go}
              primary
            />
            <FollowUpButton
              label="Create Cover"
              icon={ImageIcon}
              to={paths.coverGenerator.href({ titleId: title.id })}
              go={go}
            />
          </>
        ))
      }
    />
  );
}
