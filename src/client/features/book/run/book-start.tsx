import { FeatherIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { CONTENT_TYPE_OPTIONS } from '@/lib/forms/select-options';
import { LIMITS } from '@shared/limits';
import type { BookView, RunBudget } from '@shared/schemas/book-run';
import type { ContentType } from '@shared/schemas/content';
import {
  chapterCountOf,
  estimateCostLine,
  estimateLine,
  estimateOfRun,
  limitsLine,
  nothingLeft,
  rewriteOutOfDateLabel,
} from './book-run-text';
import { readBudget, suggestedBudget, type BudgetErrors, type BudgetTexts } from './book-budget';
import { BudgetFields } from './budget-fields';
import { noChapters, tooManyChapters, type PlanWords } from '@shared/plan-words';

interface BookStartProps {
  view: BookView;
  /** What the plan makes and its parts are called: a book's chapters, a course's modules. */
  words: PlanWords;
  busy: boolean;
  onStart: (request: { contentType: ContentType; rewriteOutOfDate: boolean; budget: RunBudget }) => void;
}

const isContentType = (value: string): value is ContentType =>
  CONTENT_TYPE_OPTIONS.some((option) => option.value === value);

/** Why the book cannot be written now, or null when it can. */
function refusalOf(view: BookView, rewriteOutOfDate: boolean, words: PlanWords) {
  const chapters = chapterCountOf(view.parts);
  if (chapters === 0) return noChapters(words);
  if (chapters > LIMITS.bookChapters) return tooManyChapters(words, chapters);
  if (view.estimate.parts === 0 && !rewriteOutOfDate) return nothingLeft(words);
  return null;
}

/**
 * Writing the book (a course: "Write the course"), or the rest of it: the content type, whether to rewrite the written parts the plan's changes left
 * out of date (asked only when there are some; yes unless unticked), what it would take (parts, time, tokens, and
 * their price when prices are set), the run's budget (suggested from the estimate until edited:
 * docs/decisions/0061-run-budget.md), the limits, and the button, disabled with the reason when the plan has no
 * chapters or nothing is left to write.
 */
export function BookStart({ view, words, busy, onStart }: BookStartProps) {
  const [contentType, setContentType] = useState<ContentType>('educational');
  const [rewriteOutOfDate, setRewriteOutOfDate] = useState(true);
  const [budgetEdits, setBudgetEdits] = useState<Partial<BudgetTexts>>({});
  const [budgetErrors, setBudgetErrors] = useState<BudgetErrors>({});
  const selectId = useId();
  const reasonId = useId();
  const rewriteId = useId();
  const refusal = refusalOf(view, rewriteOutOfDate, words);
  const estimate = estimateOfRun(view.estimate, rewriteOutOfDate);
  const costLine = estimateCostLine({ estimate, writer: view.writer });
  const someWritten = view.parts.some((part) => part.contentId !== null);
  const budget = { ...suggestedBudget(estimate.tokens, view.writer), ...budgetEdits };
  const start = () => {
    const read = readBudget(budget);
    if ('errors' in read) return setBudgetErrors(read.errors);
    onStart({ contentType, rewriteOutOfDate: rewriteOutOfDate && view.estimate.rewrites > 0, budget: read.budget });
  };
  return (
    <div className="grid gap-4 rounded-xl border bg-muted/30 p-4">
      <div className="grid items-end gap-4 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
        <div className="grid gap-2">
          <Label htmlFor={selectId}>{words.contentType}</Label>
          <Select
            value={contentType}
            onValueChange={(value) => {
              if (isContentType(value)) setContentType(value);
            }}
          >
            <SelectTrigger id={selectId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CONTENT_TYPE_OPTIONS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {!refusal && (
          <div className="grid gap-0.5 text-sm sm:pb-2.5">
            <p className="font-medium">{estimateLine(estimate)}</p>
            {costLine && <p className="text-muted-foreground">{costLine}</p>}
          </div>
        )}
      </div>
      {view.estimate.rewrites > 0 && (
        <div className="flex items-center gap-2">
          <Checkbox
            id={rewriteId}
            checked={rewriteOutOfDate}
            onCheckedChange={(checked) => setRewriteOutOfDate(checked === true)}
          />
          <Label htmlFor={rewriteId} className="font-normal">
            {rewriteOutOfDateLabel(view.estimate.rewrites)}
          </Label>
        </div>
      )}
      {!refusal && (
        <BudgetFields
          texts={budget}
          errors={budgetErrors}
          onChange={(field, text) => {
            setBudgetEdits((edits) => ({ ...edits, [field]: text }));
            setBudgetErrors((errors) => ({ ...errors, [field]: undefined }));
          }}
          priced={view.cost.costUsd !== null}
          offline={view.writer.provider === 'offline'}
        />
      )}
      <p className="text-xs text-muted-foreground">{limitsLine(words)}</p>
      <div className="grid gap-2 sm:flex sm:items-center sm:gap-3">
        <BusyButton
          busy={busy}
          busyLabel="Starting..."
          disabled={refusal !== null}
          aria-describedby={refusal ? reasonId : undefined}
          onClick={start}
        >
          <FeatherIcon aria-hidden="true" />
          {someWritten ? `Write the rest of the ${words.noun}` : `Write the ${words.noun}`}
        </BusyButton>
        {refusal && (
          <p id={reasonId} className="text-sm text-muted-foreground">
            {refusal}
          </p>
        )}
      </div>
    </div>
  );
}
