import { useQuery } from '@tanstack/react-query';
import { PenLineIcon, SaveIcon, StoreIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/busy-button';
import { QueryCardBody } from '@/components/query-card-body';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api/api-client';
import { failureMessage } from '@/lib/api/failure-message';
import { listingQueryOptions, useGenerateListing, useSaveListing } from '@/lib/projects/listing';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { LISTING_FIELDS, type Listing, type ListingField } from '@shared/schemas/listing';
import { AiDisclosureSection } from './ai-disclosure-section';
import { DescriptionEditor } from './description-editor';
import { ListEntries } from './list-entries';
import { ListingFieldFrame } from './listing-field-frame';
import { RegenerateDialog } from './regenerate-dialog';
import {
  copiesOf,
  creatorTextIn,
  draftOf,
  ENTRY_LIMITS,
  fieldChanged,
  fieldCount,
  isListField,
  listingRefusals,
  type ListField,
  type ListingDraft,
  type ProseField,
} from './listing-draft';

/** Each field's label and the stores that ask for it. */
const FIELD_TEXT: Record<ListingField, { label: string; hint: string }> = {
  description: {
    label: 'Description',
    hint: 'KDP, Gumroad and Payhip: Copy HTML for KDP, which keeps paragraphs, bold, italic, underline, line breaks, lists and small headings; Copy text for Gumroad and Payhip.',
  },
  blurb: { label: 'Back-cover blurb', hint: "Printed on the back of the paperback's wrap cover." },
  keywords: { label: 'Keywords', hint: 'KDP: 7 keyword boxes; phrases readers search for.' },
  categories: {
    label: 'Categories',
    hint: "KDP: up to 3 categories. Drafts suggest BISAC subject headings: pick the nearest in KDP's category browser.",
  },
  authorBio: { label: 'Author bio', hint: "KDP's Author Central, Gumroad and Payhip profiles." },
  etsyTitle: { label: 'Etsy title', hint: "Etsy: the listing's title." },
  etsyTags: { label: 'Etsy tags', hint: 'Etsy: 13 tags.' },
  summary: { label: 'Summary', hint: 'Gumroad and Payhip: the short line under the product name.' },
};

/** How each list is laid out and what one of its entries is called. */
const LIST_ENTRIES: Record<ListField, { entryLabel: string; className: string; placeholder?: string }> = {
  keywords: { entryLabel: 'Keyword', className: 'sm:grid-cols-2' },
  categories: { entryLabel: 'Category', className: '', placeholder: 'COOKING / Methods / Baking' },
  etsyTags: { entryLabel: 'Tag', className: 'sm:grid-cols-2 lg:grid-cols-3' },
};

const PROSE_ROWS: Record<Exclude<ProseField, 'description'>, number | null> = {
  blurb: 5,
  authorBio: 4,
  etsyTitle: null,
  summary: 3,
};

const UNSAVABLE = 'The listing has fields a store would refuse: correct them, then save.';

/** One field of the draft replaced by the same field of `source`. */
const withField = (draft: ListingDraft, field: ListingField, source: ListingDraft): ListingDraft => ({
  ...draft,
  [field]: source[field],
});

/** The named fields of the draft replaced by those of `source`. */
const withFields = (draft: ListingDraft, fields: readonly ListingField[], source: ListingDraft) =>
  fields.reduce<ListingDraft>((next, field) => withField(next, field, source), draft);

/**
 * The draft once the stored listing moved from `before` to `after` (a regeneration, another tab's save): fields
 * edited here keep their edits, the others show what is stored now.
 */
const followStored = (draft: ListingDraft, before: ListingDraft, after: ListingDraft) =>
  withFields(
    draft,
    LISTING_FIELDS.filter((field) => !fieldChanged(draft, before, field)),
    draftOf(after),
  );

const idOf = (field: ListingField) => `listing-${field}`;

/** A refusal the server answered, shown where it names until that field is edited. */
interface ServerRefusal {
  path: string;
  message: string;
}

function ListingForm({ projectId, listing }: { projectId: string; listing: Listing }) {
  const [draft, setDraft] = useState(() => draftOf(listing.fields));
  const [shownFrom, setShownFrom] = useState(listing.fields);
  if (shownFrom !== listing.fields) {
    setShownFrom(listing.fields);
    setDraft(followStored(draft, shownFrom, listing.fields));
  }
  const [serverRefusal, setServerRefusal] = useState<ServerRefusal | null>(null);
  const save = useSaveListing(projectId);
  const generate = useGenerateListing(projectId);

  const unsaved = LISTING_FIELDS.some((field) => fieldChanged(draft, listing.fields, field));
  useUnsavedChanges(unsaved);

  const refusals = listingRefusals(draft);
  if (serverRefusal && !refusals.has(serverRefusal.path)) refusals.set(serverRefusal.path, serverRefusal.message);

  const edit = (field: ListingField, value: string | string[]) => {
    setDraft({ ...draft, [field]: value });
    if (serverRefusal?.path.split('.')[0] === field) setServerRefusal(null);
  };

  /** The fields a regeneration waits to write until the creator confirms it replaces their text; undefined, all. */
  const [confirming, setConfirming] = useState<{ fields: ListingField[] | undefined } | null>(null);
  const replaced = confirming
    ? creatorTextIn(listing, draft, confirming.fields ?? LISTING_FIELDS).map((text) => ({
        ...text,
        label: FIELD_TEXT[text.field].label,
      }))
    : [];

  const write = async (fields?: ListingField[]) => {
    try {
      const written = draftOf((await generate.mutateAsync(fields)).fields);
      setDraft((shown) => withFields(shown, fields ?? LISTING_FIELDS, written));
      setServerRefusal(null);
    } catch (error) {
      console.error(error);
      toast.error(failureMessage(error));
    }
  };

  /** Writes the fields at once, or first asks when one holds text the creator wrote. */
  const regenerate = (fields?: ListingField[]) => {
    if (creatorTextIn(listing, draft, fields ?? LISTING_FIELDS).length > 0) setConfirming({ fields });
    else void write(fields);
  };

  const form = useRef<HTMLFormElement>(null);
  const submit = async () => {
    if (refusals.size > 0) {
      toast.error(UNSAVABLE);
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    try {
      const saved = await save.mutateAsync(draft);
      setDraft(draftOf(saved.fields));
      setServerRefusal(null);
      toast.success('Listing saved');
    } catch (error) {
      console.error(error);
      toast.error(failureMessage(error));
      if (isApiError(error) && error.field) setServerRefusal({ path: error.field, message: error.message });
    }
  };

  // Each field as it was before its last regeneration, where it has such a text.
  const before = draftOf({ ...listing.fields, ...listing.previous });
  const writing = (field: ListingField) =>
    generate.isPending && generate.variables !== undefined && generate.variables.includes(field);
  const writingAll = generate.isPending && generate.variables === undefined;

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="grid gap-6"
    >
      {!listing.saved && (
        <div className="flex flex-col gap-3 rounded-lg border border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            No listing yet. Write it from the book&apos;s plan and parts, then make it yours.
          </p>
          <BusyButton busy={writingAll} busyLabel="Writing…" onClick={() => regenerate()} className="self-start">
            <PenLineIcon aria-hidden="true" />
            Write listing
          </BusyButton>
        </div>
      )}
      {LISTING_FIELDS.map((field) => {
        const previous = listing.previous[field];
        const id = idOf(field);
        const refusal = refusals.get(field);
        const unchanged = !fieldChanged(draft, listing.fields, field);
        const offlineDraft = listing.sources[field] === 'offline' && unchanged;
        const outOfDate = listing.outOfDate.includes(field) && unchanged;
        const describedBy =
          [refusal && `${id}-refusal`, offlineDraft && `${id}-draft`, outOfDate && `${id}-out-of-date`]
            .filter(Boolean)
            .join(' ') || undefined;
        return (
          <ListingFieldFrame
            key={field}
            id={id}
            {...FIELD_TEXT[field]}
            count={fieldCount(draft, field)}
            refusal={refusal}
            offlineDraft={offlineDraft}
            outOfDate={outOfDate}
            copies={copiesOf(draft, field, FIELD_TEXT[field].label)}
            onRegenerate={() => regenerate([field])}
            regenerating={writing(field)}
            onBringBack={
              previous !== undefined && fieldChanged(draft, before, field)
                ? () => edit(field, before[field])
                : undefined
            }
          >
            <FieldControl
              field={field}
              id={id}
              draft={draft}
              refusals={refusals}
              describedBy={describedBy}
              onChange={(value) => edit(field, value)}
            />
          </ListingFieldFrame>
        );
      })}
      {confirming && replaced.length > 0 && (
        <RegenerateDialog
          replaced={replaced}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void write(confirming.fields);
          }}
        />
      )}
      <AiDisclosureSection projectId={projectId} />
      <div className="sticky bottom-[calc(4.875rem+env(safe-area-inset-bottom))] z-10 -mx-5 -mb-5 flex flex-wrap items-center justify-end gap-2 rounded-b-xl border-t bg-card/95 px-3 py-3 backdrop-blur-sm sm:px-5 md:bottom-0">
        {unsaved && <p className="mr-auto text-sm text-muted-foreground">Unsaved changes</p>}
        <BusyButton type="submit" busy={save.isPending} busyLabel="Saving..." disabled={generate.isPending}>
          <SaveIcon aria-hidden="true" />
          Save Listing
        </BusyButton>
      </div>
    </form>
  );
}

interface FieldControlProps {
  field: ListingField;
  id: string;
  draft: ListingDraft;
  refusals: Map<string, string>;
  describedBy: string | undefined;
  onChange: (value: string | string[]) => void;
}

/** The control a field is typed in: the description's editor, one box per list entry, or a text box. */
function FieldControl({ field, id, draft, refusals, describedBy, onChange }: FieldControlProps) {
  if (isListField(field)) {
    return (
      <ListEntries
        id={id}
        {...LIST_ENTRIES[field]}
        entries={draft[field]}
        entryLimit={ENTRY_LIMITS[field]}
        refusals={(index) => refusals.get(`${field}.${index}`)}
        describedBy={describedBy}
        onChange={onChange}
      />
    );
  }
  const invalid = refusals.has(field) || undefined;
  if (field === 'description') {
    return (
      <DescriptionEditor
        id={id}
        value={draft.description}
        onChange={onChange}
        describedBy={describedBy}
        invalid={invalid === true}
      />
    );
  }
  const rows = PROSE_ROWS[field];
  const props = {
    id,
    value: draft[field],
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  };
  return rows === null ? (
    <Input {...props} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <Textarea {...props} rows={rows} onChange={(event) => onChange(event.target.value)} />
  );
}

/**
 * The project's listing (docs/decisions/0057-listing.md): what a store asks for besides the files, each field with
 * its count against the store's limit, what the store would refuse in it, Copy, Regenerate and the text before; and
 * KDP's questions about AI-generated content, on the project page (the Create wizard's Review opens it when done).
 */
export function ListingCard({ projectId }: { projectId: string }) {
  const query = useQuery(listingQueryOptions(projectId));
  return (
    <Card className="gap-4 p-5" aria-labelledby="listing-card-title">
      <h2 id="listing-card-title" className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <StoreIcon aria-hidden="true" className="size-4" />
        Listing
      </h2>
      <QueryCardBody query={query} loadingLabel="Loading listing" shape={['line', 'block', 'line']}>
        {(listing) => <ListingForm projectId={projectId} listing={listing} />}
      </QueryCardBody>
    </Card>
  );
}
