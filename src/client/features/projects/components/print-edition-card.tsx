import { useQuery } from '@tanstack/react-query';
import { BookOpenIcon, CircleAlertIcon, DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { printEditionQueryOptions, useSavePrintSettings } from '@/lib/projects/print-edition';
import {
  PRINT_PAPERS,
  PRINT_TRIMS,
  trimLabel,
  type PrintEdition,
  type PrintPaper,
  type PrintSettings,
  type PrintTrim,
} from '@shared/schemas/print-edition';

const PAPER_LABELS: Record<PrintPaper, string> = { white: 'White', cream: 'Cream', colour: 'Colour' };
const DEFAULT_SETTINGS: PrintSettings = { trim: '6x9', paper: 'white', bleed: false, notesPages: false };

const isTrim = (value: string): value is PrintTrim => PRINT_TRIMS.some((trim) => trim === value);
const isPaper = (value: string): value is PrintPaper => PRINT_PAPERS.some((paper) => paper === value);

/**
 * The project's print edition (docs/decisions/0050-print-edition.md): trim, paper, bleed and lined Notes pages, saved
 * on the server; once the files for sale are made, the print interior's page count and download, or why it could not
 * be made. The ebook edition's files do not depend on it.
 */
export function PrintEditionCard({ projectId, documentsStatus }: { projectId: string; documentsStatus: string }) {
  const edition = useQuery(printEditionQueryOptions(projectId, documentsStatus));
  if (!edition.data) return null;
  const stored = edition.data.settings;
  // Keyed by the stored settings, so the form starts again from them once they are saved.
  return (
    <PrintEditionForm
      key={JSON.stringify(stored)}
      projectId={projectId}
      documentsStatus={documentsStatus}
      edition={edition.data}
    />
  );
}

function PrintEditionForm({
  projectId,
  documentsStatus,
  edition,
}: {
  projectId: string;
  documentsStatus: string;
  edition: PrintEdition;
}) {
  const ids = { trim: useId(), paper: useId(), bleed: useId(), notes: useId() };
  const save = useSavePrintSettings(projectId);
  const stored = edition.settings;
  const [draft, setDraft] = useState<PrintSettings>(stored ?? DEFAULT_SETTINGS);
  const changed = stored === null || JSON.stringify(stored) !== JSON.stringify(draft);
  return (
    <Card className="gap-4 p-5" aria-labelledby={`${ids.trim}-title`}>
      <h2 id={`${ids.trim}-title`} className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <BookOpenIcon aria-hidden="true" className="size-4" />
        Print edition
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.trim}>Trim size</Label>
          <Select value={draft.trim} onValueChange={(value) => isTrim(value) && setDraft({ ...draft, trim: value })}>
            <SelectTrigger id={ids.trim}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PRINT_TRIMS.map((trim) => (
                <SelectItem key={trim} value={trim}>
                  {trimLabel(trim)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.paper}>Paper</Label>
          <Select value={draft.paper} onValueChange={(value) => isPaper(value) && setDraft({ ...draft, paper: value })}>
            <SelectTrigger id={ids.paper}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PRINT_PAPERS.map((paper) => (
                <SelectItem key={paper} value={paper}>
                  {PAPER_LABELS[paper]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={ids.bleed}
          checked={draft.bleed}
          onCheckedChange={(checked) => setDraft({ ...draft, bleed: checked === true })}
        />
        <Label htmlFor={ids.bleed}>Bleed (0.125&quot; on the outside edge, top and bottom)</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={ids.notes}
          checked={draft.notesPages}
          onCheckedChange={(checked) => setDraft({ ...draft, notesPages: checked === true })}
        />
        <Label htmlFor={ids.notes}>Add lined notes pages to reach 24</Label>
      </div>
      {save.error && (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon aria-hidden="true" />
          <p>{save.error.message}</p>
        </Alert>
      )}
      {edition.error && (
        <Alert variant="destructive" role="alert" className="wrap-anywhere">
          <CircleAlertIcon aria-hidden="true" />
          <div>
            <p className="font-semibold">No print edition</p>
            <p>{edition.error}</p>
          </div>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" disabled={!changed || save.isPending} onClick={() => save.mutate(draft)}>
          {stored === null ? 'Set up print edition' : 'Save print settings'}
        </Button>
        {edition.pdfUrl && (
          <Button asChild variant="outline">
            <a href={edition.pdfUrl} download>
              <DownloadIcon aria-hidden="true" />
              Download print interior PDF
            </a>
          </Button>
        )}
        {edition.wrapCoverUrl && (
          <Button asChild variant="outline">
            <a href={edition.wrapCoverUrl} download>
              <DownloadIcon aria-hidden="true" />
              Download wrap cover PDF
            </a>
          </Button>
        )}
        {edition.pageCount !== null && <p className="text-sm text-muted-foreground">{edition.pageCount} pages</p>}
        {stored !== null && !changed && documentsStatus !== 'completed' && (
          <p className="text-sm text-muted-foreground">
            The print interior and wrap cover are made with the files for sale.
          </p>
        )}
      </div>
    </Card>
  );
}
