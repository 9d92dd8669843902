import { ConfirmDialog } from '@/components/confirm-dialog';
import type { CreatorText } from './listing-draft';

/** Longest quote of the text to be replaced, in characters. */
const QUOTE_LENGTH = 140;

/** A field's label as it reads after 'your': 'back-cover blurb', but a store's name as it is ('Etsy title'). */
const inQuestion = (label: string) =>
  /^(?:Etsy|KDP)\b/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

const quoted = (text: string) => {
  const line = text.replace(/\s+/gu, ' ');
  return `“${line.length > QUOTE_LENGTH ? `${line.slice(0, QUOTE_LENGTH - 1).trimEnd()}…` : line}”`;
};

interface RegenerateDialogProps {
  /** The fields whose text is the creator's, each with its label. */
  replaced: (CreatorText & { label: string })[];
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked before a regeneration replaces text the creator wrote (docs/decisions/0057-listing.md): which fields, what
 * they hold now, and what can be brought back; nothing is sent until it is confirmed.
 */
export function RegenerateDialog({ replaced, onConfirm, onCancel }: RegenerateDialogProps) {
  const [only] = replaced;
  const question =
    replaced.length === 1 && only
      ? `Replace your ${inQuestion(only.label)}?`
      : `Replace your text in ${replaced.length} fields?`;
  const unsaved = replaced.some((text) => text.unsaved);
  return (
    <ConfirmDialog
      question={question}
      busy={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmLabel="Replace"
      busyLabel="Writing…"
      cancelLabel="Keep mine"
    >
      <p>Regenerating writes new text from the book&apos;s plan in place of what you wrote:</p>
      <ul className="my-2 grid gap-1.5">
        {replaced.map(({ field, label, text, unsaved: typed }) => (
          <li key={field} className="wrap-anywhere">
            <span className="font-medium text-foreground">{label}</span>
            {typed && ' (not saved)'}: <span>{quoted(text)}</span>
          </li>
        ))}
      </ul>
      <p>
        {unsaved
          ? 'Saved text stays one step back, for Previous to bring back; changes you have not saved are lost.'
          : 'Your text stays one step back: Previous brings it back.'}
      </p>
    </ConfirmDialog>
  );
}
