import { useQuery } from '@tanstack/react-query';
import { RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { failureMessage } from '@/lib/api/failure-message';
import { aiDisclosureQueryOptions, useCorrectAiDisclosure } from '@/lib/projects/ai-disclosure';
import {
  againstRecordMessage,
  DISCLOSURE_ANSWER_KEYS,
  DISCLOSURE_ANSWERS,
  DISCLOSURE_KINDS,
  type DisclosureAnswer,
  type DisclosureEntry,
  type DisclosureKind,
} from '@shared/schemas/ai-disclosure';

/** Each kind as KDP names it under its question. */
const KIND_LABELS: Record<DisclosureKind, string> = { text: 'Texts', images: 'Images', translations: 'Translations' };

const isAnswer = (value: string): value is DisclosureAnswer => DISCLOSURE_ANSWER_KEYS.some((key) => key === value);

function DisclosureQuestion({
  kind,
  entry,
  busy,
  onCorrect,
}: {
  kind: DisclosureKind;
  entry: DisclosureEntry;
  busy: boolean;
  onCorrect: (answer: DisclosureAnswer | null) => void;
}) {
  const id = `ai-disclosure-${kind}`;
  return (
    <div className="grid min-w-0 gap-2 rounded-lg border p-3">
      <Label htmlFor={id}>{KIND_LABELS[kind]}</Label>
      <Select
        value={entry.answer}
        disabled={busy}
        onValueChange={(value) => {
          if (isAnswer(value) && value !== entry.answer) onCorrect(value === entry.derived ? null : value);
        }}
      >
        <SelectTrigger
          id={id}
          aria-describedby={`${id}-basis`}
          className="h-auto min-h-10 sm:max-w-md [&>span]:line-clamp-2"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {DISCLOSURE_ANSWER_KEYS.map((answer) => (
            <SelectItem key={answer} value={answer}>
              {DISCLOSURE_ANSWERS[answer]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div id={`${id}-basis`} className="grid gap-1 text-xs text-muted-foreground">
        <p className="wrap-anywhere">
          {entry.corrected
            ? `Corrected by you. The record says: ${DISCLOSURE_ANSWERS[entry.derived]}.`
            : 'Answered from the record.'}{' '}
          {entry.basis}
        </p>
        {entry.tools.length > 0 && <p className="wrap-anywhere">Tools: {entry.tools.join(', ')}</p>}
      </div>
      {entry.corrected && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          disabled={busy}
          onClick={() => onCorrect(null)}
        >
          <RotateCcwIcon aria-hidden="true" />
          Use the record&apos;s answer
        </Button>
      )}
    </div>
  );
}

/** An answer other than the record's, waiting for the creator to confirm it. */
interface AgainstRecord {
  kind: DisclosureKind;
  entry: DisclosureEntry;
  answer: DisclosureAnswer;
}

/**
 * KDP's questions about AI-generated content (text, images, translations), each answered from what the app stored
 * about the book's parts, with its basis; a correction is saved at once and can be taken back. An answer other than
 * the record's is asked about first, saying what the record shows (docs/decisions/0071-honesty-measured.md).
 */
export function AiDisclosureSection({ projectId }: { projectId: string }) {
  const query = useQuery(aiDisclosureQueryOptions(projectId));
  const correct = useCorrectAiDisclosure(projectId);
  const [asking, setAsking] = useState<AgainstRecord | null>(null);
  const save = (kind: DisclosureKind, answer: DisclosureAnswer | null) =>
    correct.mutate(answer === null ? { [kind]: null } : { [kind]: answer, againstRecord: true }, {
      onSuccess: () => toast.success(answer === null ? 'Answer taken from the record' : 'Answer corrected'),
      onError: (error) => toast.error(failureMessage(error)),
      onSettled: () => setAsking(null),
    });
  return (
    <section aria-labelledby="ai-disclosure-title" className="grid gap-3 border-t pt-5">
      <div>
        <h3 id="ai-disclosure-title" className="text-sm font-medium">
          AI-generated content
        </h3>
        <p className="text-xs text-muted-foreground">
          KDP asks: did you use AI tools in creating texts, images, and/or translations in your book?
        </p>
      </div>
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">Reading the record…</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {failureMessage(query.error)}
        </p>
      ) : (
        <div className="grid gap-3">
          {DISCLOSURE_KINDS.map((kind) => (
            <DisclosureQuestion
              key={kind}
              kind={kind}
              entry={query.data[kind]}
              busy={correct.isPending}
              onCorrect={(answer) =>
                answer === null ? save(kind, null) : setAsking({ kind, entry: query.data[kind], answer })
              }
            />
          ))}
        </div>
      )}
      {asking && (
        <ConfirmDialog
          question={`Answer “${DISCLOSURE_ANSWERS[asking.answer]}”?`}
          busy={correct.isPending}
          busyLabel="Saving..."
          confirmLabel="Answer against the record"
          onConfirm={() => save(asking.kind, asking.answer)}
          onCancel={() => setAsking(null)}
        >
          <p>{againstRecordMessage(asking.kind, asking.entry, asking.answer)}</p>
          <p className="mt-2">KDP relies on this answer: give the one that is true of the book.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
