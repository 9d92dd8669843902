import {
  BoldIcon,
  Heading4Icon,
  ItalicIcon,
  ListIcon,
  ListOrderedIcon,
  UnderlineIcon,
  type LucideIcon,
} from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { DescriptionPreview } from './description-preview';

interface Markup {
  label: string;
  icon: LucideIcon;
  before: string;
  after: string;
}

/** The buttons' markup, all of it in KDP's set. */
const MARKUP: Markup[] = [
  { label: 'Bold', icon: BoldIcon, before: '<b>', after: '</b>' },
  { label: 'Italic', icon: ItalicIcon, before: '<i>', after: '</i>' },
  { label: 'Underline', icon: UnderlineIcon, before: '<u>', after: '</u>' },
  { label: 'Small heading', icon: Heading4Icon, before: '<h4>', after: '</h4>' },
  { label: 'Bulleted list', icon: ListIcon, before: '<ul>\n<li>', after: '</li>\n</ul>' },
  { label: 'Numbered list', icon: ListOrderedIcon, before: '<ol>\n<li>', after: '</li>\n</ol>' },
];

interface DescriptionEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * The description in KDP's markup: the text with its tags, buttons that wrap the selection in one, and beside it the
 * description as a store shows it, cleaned to what KDP accepts.
 */
export function DescriptionEditor({ id, value, onChange, describedBy, invalid }: DescriptionEditorProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const previewId = `${id}-preview`;

  const wrapSelection = ({ before, after }: Markup) => {
    const textarea = field.current;
    if (!textarea) return;
    const { selectionStart: start, selectionEnd: end } = textarea;
    onChange(value.slice(0, start) + before + value.slice(start, end) + after + value.slice(end));
    // The selection stays on the text it wrapped, once the new value is drawn.
    requestAnimationFrame(() => {
      textarea.focus();
      textarea.setSelectionRange(start + before.length, end + before.length);
    });
  };

  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="grid content-start gap-1.5">
        <div role="toolbar" aria-label="Description markup" aria-controls={id} className="flex flex-wrap gap-1">
          {MARKUP.map((markup) => (
            <Button
              key={markup.label}
              variant="outline"
              size="sm"
              className="size-8 px-0"
              title={markup.label}
              aria-label={markup.label}
              onClick={() => wrapSelection(markup)}
            >
              <markup.icon aria-hidden="true" />
            </Button>
          ))}
        </div>
        <Textarea
          ref={field}
          id={id}
          rows={9}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="font-mono text-sm md:text-xs"
          spellCheck
        />
      </div>
      <div className="grid content-start gap-1.5">
        <p className="flex h-8 items-end text-xs font-medium text-muted-foreground" id={`${previewId}-label`}>
          As the store shows it
        </p>
        <DescriptionPreview html={value} id={previewId} />
      </div>
    </div>
  );
}
