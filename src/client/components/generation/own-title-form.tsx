import { zodResolver } from '@hookform/resolvers/zod';
import { PenLineIcon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { TextField } from '@/components/forms/text-field';
import { Card } from '@/components/ui/card';
import { ownTitleFields, ownTitleForm, type OwnTitleFields } from './own-title';
import { joinTitle } from '@shared/title-parts';

interface OwnTitleFormProps {
  /** The button's text: 'Save Title' in the Title tool, 'Use This Title' in the wizard. */
  submitLabel: string;
  busy: boolean;
  /** The saved title this one replaces (an edit): its text fills the inputs. */
  initialTitle?: string;
  /** Where the form sits in the page's outline: a section of the page, or of a wizard step. */
  headingLevel: 'h2' | 'h3';
  /** Saves the title as one text ('Title: Subtitle'); `clear` empties the inputs once it is saved. */
  onSubmit: (title: string, clear: () => void) => void;
}

const EMPTY: OwnTitleFields = { title: '', subtitle: '' };

/** A title and optional subtitle the creator types instead of choosing a generated title. */
export function OwnTitleForm({ submitLabel, busy, initialTitle, headingLevel: Heading, onSubmit }: OwnTitleFormProps) {
  const headingId = useId();
  const form = useForm<OwnTitleFields>({
    resolver: zodResolver(ownTitleForm),
    defaultValues: initialTitle ? ownTitleFields(initialTitle) : EMPTY,
  });
  const submit = form.handleSubmit(({ title, subtitle }) =>
    onSubmit(joinTitle(title, subtitle), () => form.reset(EMPTY)),
  );

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)} className="grid gap-5">
        <div>
          <Heading id={headingId} className="flex items-center gap-2 font-semibold">
            <PenLineIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            Use your own title
          </Heading>
          <p className="mt-1 text-sm text-muted-foreground">
            Already have a title? Type it here; a subtitle is saved after a colon.
          </p>
        </div>
        <TextField form={form} name="title" id="own-title" label="Title" placeholder="e.g. Slow Mornings" />
        <TextField
          form={form}
          name="subtitle"
          id="own-subtitle"
          label="Subtitle (optional)"
          placeholder="e.g. A Gentle Plan for Busy Parents"
        />
        <BusyButton type="submit" variant="outline" className="w-full" busy={busy} busyLabel="Saving...">
          {submitLabel}
        </BusyButton>
      </form>
    </Card>
  );
}
