import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { BookOpenIcon, SaveIcon } from 'lucide-react';
import { useEffect } from 'react';
import { get, useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { BusyButton } from '@/components/busy-button';
import { TextField } from '@/components/forms/text-field';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api/api-client';
import { bookPlanQueryOptions, useSaveBookPlan } from '@/lib/projects/book-plan';
import { failureMessage } from '@/lib/api/failure-message';
import { BOOK_PLAN_LIMITS } from '@shared/limits';
import { bookPlanInput, type BookPlan, type BookPlanResponse, type BookPlanBody } from '@shared/schemas/book-plan';
import { PlanChapterFields } from './plan-chapter-fields';

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

function BookPlanForm({ projectId, plan, saved }: { projectId: string } & BookPlanResponse) {
  const form = useForm<BookPlanBody, unknown, BookPlan>({
    resolver: zodResolver(bookPlanInput),
    defaultValues: plan,
  });
  const { isDirty } = form.formState;
  // A plan read again (a derived one follows the title, cover and idea) replaces what is shown, unless it is edited.
  useEffect(() => {
    if (!isDirty) form.reset(plan);
  }, [form, plan, isDirty]);

  const save = useSaveBookPlan(projectId);
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset(answer.plan);
        toast.success('Book plan saved!');
      },
      onError: (error) => {
        console.error(error);
        toast.error(failureMessage(error));
        if (isApiError(error) && error.field) showServerFieldError(form, error.field, error.message);
      },
    }),
  );

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
          <TextField form={form} name="title" id="plan-title" label="Book Title" maxLength={BOOK_PLAN_LIMITS.title} />
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
      </div>
      <PlanChapterFields form={form} />
      <div className="flex justify-end border-t pt-4">
        <BusyButton type="submit" busy={save.isPending} busyLabel="Saving...">
          <SaveIcon aria-hidden="true" />
          Save Plan
        </BusyButton>
      </div>
    </form>
  );
}

/**
 * The book plan (docs/decisions/0028-book-plan.md): the title, subtitle, author, ISBN and chapters the files print.
 * Until one is saved it shows the plan drawn from the project's parts; saving a changed title, subtitle, author or
 * ISBN marks the files out of date, which the page shows once the project is read again.
 */
export function BookPlanCard({ projectId }: { projectId: string }) {
  const query = useQuery(bookPlanQueryOptions(projectId));
  return (
    <Card className="gap-4 p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <BookOpenIcon aria-hidden="true" className="size-4" />
        Book Plan
      </h2>
      {query.isPending ? (
        <div aria-label="Loading book plan" className="grid gap-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {failureMessage(query.error)}
        </p>
      ) : (
        <BookPlanForm projectId={projectId} plan={query.data.plan} saved={query.data.saved} />
      )}
    </Card>
  );
}
