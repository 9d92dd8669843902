import { format, parseISO } from 'date-fns';
import { DownloadIcon, PencilIcon, RefreshCwIcon } from 'lucide-react';
import { toast } from 'sonner';
import { SectionPreview } from '@/components/markdown/section-preview';
import { Button } from '@/components/ui/button';
import { downloadTextFile } from '@/lib/download-text-file';
import { editHref, regenerateHref } from '@/lib/saved-items/saved-item-routes';
import { slugify } from '@/lib/slugify';
import { DATE_FORMAT } from '@shared/catalog';
import { formatCount } from '@shared/format-count';
import { CONTENT_TYPE_LABELS, type ContentType, type SavedContent } from '@shared/schemas/content';
import { DetailList } from './detail-list';
import { FollowUpButton } from './follow-up-button';
import { ItemDialogFrame, type ItemDialogVariantProps } from './item-dialog';
import { readingMinutes } from './reading-time';
import { countWords } from '@shared/count-words';
import { useFollowUp } from './use-follow-up';

const isContentType = (value: string): value is ContentType => value in CONTENT_TYPE_LABELS;

function contentTypeLabel(value: string | null) {
  if (!value) return null;
  return isContentType(value) ? CONTENT_TYPE_LABELS[value] : value.charAt(0).toUpperCase() + value.slice(1);
}

/** Saves the section's markdown as `<section-name>.md`. */
export function ContentDownloadButton({ content }: { content: SavedContent }) {
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => {
        downloadTextFile(`${slugify(content.sectionName, 'content')}.md`, content.content, 'text/markdown');
        toast.success('Content downloaded!');
      }}
    >
      <DownloadIcon aria-hidden="true" />
      Download
    </Button>
  );
}

/** A saved content section: its name, type, length and reading time, date, its text, and a markdown download. */
export function ContentDialog({ actions, ...props }: ItemDialogVariantProps<'content'>) {
  const go = useFollowUp(props.onOpenChange);
  return (
    <ItemDialogFrame
      {...props}
      kind="content"
      typeLabel="Content"
      heading={(content) => content.sectionName}
      details={(content) => {
        const words = countWords(content.content);
        return (
          <>
            <DetailList
              fields={[
                { label: 'Section', value: content.sectionName },
                { label: 'Type', value: contentTypeLabel(content.contentType) },
                { label: 'Word Count', value: `${formatCount(words)} words` },
                { label: 'Reading Time', value: `about ${readingMinutes(words)} min read` },
                { label: 'Created', value: format(parseISO(content.createdAt), DATE_FORMAT) },
              ]}
            />
            <section aria-labelledby={`section-text-${content.id}`}>
              <h3 id={`section-text-${content.id}`} className="text-xs font-medium text-muted-foreground">
                Text
              </h3>
              <SectionPreview
                markdown={content.content}
                // Scrolls on its own, so it is reachable from the keyboard.
                tabIndex={0}
                className="mt-1.5 max-h-80 overflow-y-auto rounded-lg border p-3.5 font-normal"
              />
            </section>
          </>
        );
      }}
      actions={
        actions ??
        ((content) => (
          <>
            <ContentDownloadButton content={content} />
            <FollowUpButton label="Edit" icon={PencilIcon} to={editHref('content', content.id)} go={go} />
            <FollowUpButton
              label="Regenerate"
              icon={RefreshCwIcon}
              to={regenerateHref('content', content.id)}
              go={go}
              primary
            />
          </>
        ))
      }
    />
  );
}
