import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDownIcon, BookOpenIcon, SaveIcon } from 'lucide-react';
import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { WRITE_THE_BOOK_ID } from '@/features/book/run/book-panel';
import { BusyButton } from '@/components/busy-button';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { QueryCardBody } from '@/components/query-card-body';
import { Card } from '@/components/ui/card';
import { isApiError } from '@/lib/api/api-client';
import { bookPlanQueryOptions, useSaveBookPlan } from '@/features/book/book-plan';
import { usePlanEditsSaver } from '@/features/book/plan-edits';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { failureMessage } from '@/lib/api/failure-message';
import { describeBook } from '@shared/describe-book';
import { BOOK_PLAN_LIMITS } from '@shared/limits';
import { bookPlanInput, type BookPlan, type BookPlanResponse, type BookPlanBody } from '@shared/schemas/book-plan';
import { PlanChapterFields } from './plan-chapter-fields';
import { PlanSavedSince } from './plan-saved-since';
import { PLAN_WORDS, type PlanWords } from '@shared/plan-words';
import { COURSE_PLAN_LIMITS } from '@shared/limits';

type PlanForm = UseFormReturn<BookPlanBody, unknown, BookPlan>;

/**
 * Puts the server's message about one input next to that input: a field of the plan ('title'), a chapter's
 * ('chapters.2.title'), or the chapter list itself ('chapters'). Another field is left to the toast.
 */
function showServerFieldError(form: PlanForm, field: string, message: string) {
  if (field === 'chapters') {
    form.setError('chapters', { type: 'server', message });
    return;
  }
  if (isTextField(form, field)) form.setError(field, { type: 'server', message }, { shouldFocus: true });
}

/** Whether `field` is a path of the plan that holds text: a field the form shows as an input. */
const isTextField = (form: PlanForm, field: string): field is Path<BookPlanBody> =>
  typeof get(form.getValues(), field) === 'string';

/** 'The book plan has changes that cannot be saved: correct them, then write the book.' (a course's: its plan). */
const unsavablePlan = (words: PlanWords) =>
  `The ${words.plan.toLowerCase()} has changes that cannot be saved: correct them, then write the ${words.noun}.`;

/** A plan that could not be read again: the reason in a toast, the edits left as they are. */
function showReadFailure(error: unknown) {
  console.error(error);
  toast.error(failureMessage(error));
}

/** Brings the Write the Book panel into view below a long plan, with the focus on it. */
function goToWriteTheBook() {
  const panel = document.getElementById(WRITE_THE_BOOK_ID);
  panel?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  panel?.focus({ preventScroll: true });
}

/**
 * What the files' metadata say the book is about: the creator's text, or, left empty, the description built from the
 * plan as it stands, shown as the placeholder.
 */
function PlanDescriptionField({ form, words }: { form: PlanForm; words: PlanWords }) {
  const [title = '', subtitle = '', chapters = [], finalAssignment] = useWatch({
    control: form.control,
    name: ['title', 'subtitle', 'chapters', 'finalAssignment'],
  });
  const built = describeBook({
    title,
    subtitle,
    chapters: chapters.map((chapter) => ({ title: chapter.title ?? '', goal: chapter.goal ?? '' })),
    finalAssignment,
  });
  return (
    <TextField
      form={form}
      name="description"
      id="plan-description"
      label="Description (optional)"
      rows={4}
      maxLength={BOOK_PLAN_LIMITS.description}
      alwaysCount
      placeholder={built}
      hint={`The PDF, DOCX and EPUB describe the ${words.noun} with it while its listing has no description. Left empty, they use the text shown.`}
    />
  );
}

function BookPlanForm({ projectId, plan, saved, kind, revision }: { projectId: string } & BookPlanResponse) {
  const words: PlanWords = PLAN_WORDS[kind];
  const queryClient = useQueryClient();
  const form = useForm<BookPlanBody, unknown, BookPlan>({
    resolver: zodResolver(bookPlanInput),
    defaultValues: plan,
  });
  const { isDirty } = form.formState;
  /** The saved plan's revision the edits on screen are made on: a save on an older one is refused. */
  const basedOn = useRef(revision);
  /** Whether the last save was refused because the plan was saved again after these edits began. */
  const [savedSince, setSavedSince] = useState(false);
  // A plan read again (a derived one follows the title, cover and idea; a course run drafts a module) replaces what
  // is shown, unless it is edited.
  useEffect(() => {
    if (isDirty) return;
    form.reset(plan);
    basedOn.current = revision;
  }, [form, plan, revision, isDirty]);

  useUnsavedChanges(isDirty);

  const save = useSaveBookPlan(projectId);
  /**
   * Saves the plan as typed: true once saved; a refusal is shown in a toast and next to the field it names, and a
   * plan saved again since these edits began offers to show it or to save these over it.
   */
  const saveValues = async (values: BookPlan) => {
    try {
      const answer = await save.mutateAsync({ ...values, revision: basedOn.current });
      basedOn.current = answer.revision;
      form.reset(answer.plan);
      setSavedSince(false);
      toast.success(words.saved);
      return true;
    } catch (error) {
      console.error(error);
      toast.error(failureMessage(error));
      if (isApiError(error) && error.status === 409) setSavedSince(true);
      if (isApiError(error) && error.field) showServerFieldError(form, error.field, error.message);
      return false;
    }
  };
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(saveValues)(event);
  /** The plan as it is saved now, read again. */
  const readSaved = () => queryClient.fetchQuery({ ...bookPlanQueryOptions(projectId), staleTime: 0 });
  const showSaved = async () => {
    const latest = await readSaved();
    form.reset(latest.plan);
    basedOn.current = latest.revision;
    setSavedSince(false);
  };
  const saveMine = async () => {
    basedOn.current = (await readSaved()).revision;
    await submit();
  };
  // Writing the book saves the plan as shown first; a plan the schema refuses shows its messages and is not written.
  usePlanEditsSaver(projectId, async () => {
    if (!isDirty) return true;
    let saved = false;
    await form.handleSubmit(
      async (values) => {
        saved = await saveValues(values);
      },
      () => toast.error(unsavablePlan(words)),
    )();
    return saved;
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      {!saved && (
        <p className="-mt-2 text-sm text-muted-foreground">
          Drawn from the project&apos;s title, cover, numbered sections and idea; it is saved as yours once you edit it
          and click Save Plan.
        </p>
      )}
      <div className="grid items-start gap-x-4 gap-y-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField form={form} name="title" id="plan-title" label={words.title} maxLength={BOOK_PLAN_LIMITS.title} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            form={form}
            name="subtitle"
            id="plan-subtitle"
            label="Subtitle"
            maxLength={BOOK_PLAN_LIMITS.subtitle}
            placeholder="A short line under the title (optional)"
          />
        </div>
        <TextField
          form={form}
          name="authorName"
          id="plan-author-name"
          label="Author Name"
          maxLength={BOOK_PLAN_LIMITS.authorName}
          autoComplete="name"
        />
        <TextField
          form={form}
          name="isbn"
          id="plan-isbn"
          label="ISBN (optional)"
          placeholder="e.g. 978-1-4028-9462-6"
        />
        <div className="sm:col-span-2">
          <PlanDescriptionField form={form} words={words} />
        </div>
      </div>
      <PlanChapterFields form={form} projectId={projectId} words={words} />
      {kind === 'course' && (
        <TextField
          form={form}
          name="finalAssignment"
          id="plan-final-assignment"
          label="Final assignment (optional)"
          rows={3}
          maxLength={COURSE_PLAN_LIMITS.finalAssignment}
          placeholder="What learners make or do to finish the course"
        />
      )}
      {savedSince && (
        <PlanSavedSince
          words={words}
          saving={save.isPending}
          onShowSaved={() => void showSaved().catch(showReadFailure)}
          onSaveMine={() => void saveMine().catch(showReadFailure)}
        />
      )}
      <div className="sticky bottom-[calc(4.875rem+env(safe-area-inset-bottom))] z-10 -mx-5 -mb-5 flex flex-wrap items-center justify-end gap-2 rounded-b-xl border-t bg-card/95 px-3 py-3 sm:px-5 backdrop-blur-sm md:bottom-0">
        {isDirty && <p className="mr-auto hidden text-sm text-muted-foreground sm:block">Unsaved changes</p>}
        <Button variant="outline" onClick={goToWriteTheBook}>
          <ArrowDownIcon aria-hidden="true" />
          Go to {words.write}
        </Button>
        <BusyButton type="submit" busy={save.isPending} busyLabel="Saving...">
          <SaveIcon aria-hidden="true" />
          Save Plan
        </BusyButton>
      </div>
    </form>
  );
}

/**
 * The book plan (docs/decisions/0028-book-plan.md): the title, subtitle, author, ISBN, chapters and description the
 * files print; a course's plan, its modules with their lessons and quiz and its final assignment too
 * (docs/decisions/0073-course-plan.md).
 * Until one is saved it shows the plan drawn from the project's parts; saving a changed title, subtitle, author,
 * ISBN or description marks the files out of date, which the page shows once the project is read again.
 */
export function BookPlanCard({ projectId }: { projectId: string }) {
  const query = useQuery(bookPlanQueryOptions(projectId));
  const { plan } = PLAN_WORDS[query.data?.kind ?? 'book'];
  return (
    <Card className="gap-4 p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <BookOpenIcon aria-hidden="true" className="size-4" />
        {plan}
      </h2>
      <QueryCardBody query={query} loadingLabel={`Loading ${plan.toLowerCase()}`} shape={['line', 'line', 'block']}>
        {(data) => <BookPlanForm projectId={projectId} {...data} />}
      </QueryCardBody>
    </Card>
  );
}
