import { useQuery } from '@tanstack/react-query';
import { CircleAlertIcon, DownloadIcon, ScaleIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { licenseQueryOptions, useSaveLicense } from '@/lib/projects/license';
import { pathWith } from '@shared/api/endpoint';
import { projectDocumentApi } from '@shared/api/project-documents';
import {
  LICENSE_CHOICES,
  LICENSE_LABELS,
  LICENSE_RIGHTS,
  RIGHT_LABELS,
  hasSources,
  licenseOfChoice,
  rightsEdited,
  type LicenseChoice,
  type LicenseRight,
  type ProductLicense,
  type ProjectLicense,
} from '@shared/schemas/license';

/** A right's answer when chosen: YES in green and NO in slate, as the rights table prints them, white on each. */
const ANSWER_ON = {
  yes: 'data-[state=on]:bg-emerald-700 data-[state=on]:text-white',
  no: 'data-[state=on]:bg-slate-700 data-[state=on]:text-white',
} as const;

const isChoice = (value: string): value is LicenseChoice => LICENSE_CHOICES.some((choice) => choice === value);

/**
 * The license the product is sold with (docs/decisions/0079-plr-license.md): none, or a PLR, MRR, RR or personal-use
 * preset with each right YES or NO, saved on the server; every file prints it on its copyright page, and once the files
 * for sale are made with one, its rights table is a file of its own, and its editable sources when it lets buyers edit.
 */
export function LicenseCard({ projectId, licenseFileUrl }: { projectId: string; licenseFileUrl: string | null }) {
  const read = useQuery(licenseQueryOptions(projectId));
  if (!read.data) return null;
  // Keyed by the stored license, so the form starts again from it once it is saved.
  return (
    <LicenseForm
      key={JSON.stringify(read.data)}
      projectId={projectId}
      stored={read.data}
      licenseFileUrl={licenseFileUrl}
    />
  );
}

function LicenseForm({
  projectId,
  stored,
  licenseFileUrl,
}: {
  projectId: string;
  stored: ProjectLicense;
  licenseFileUrl: string | null;
}) {
  const id = useId();
  const save = useSaveLicense(projectId);
  const [draft, setDraft] = useState<ProductLicense>(stored.license);
  // A PLR product's default license is saved as it is, so that it is chosen; no license needs no saving.
  const changed =
    JSON.stringify(stored.license) !== JSON.stringify(draft) || (stored.isDefault && draft.preset !== 'none');
  const setRight = (right: LicenseRight, given: boolean) =>
    draft.preset !== 'none' && setDraft({ ...draft, rights: { ...draft.rights, [right]: given } });
  return (
    <Card className="gap-4 p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <ScaleIcon aria-hidden="true" className="size-4" />
        License
      </h2>
      <p className="text-sm text-muted-foreground">
        What a buyer may do with this product. Every file prints it on its copyright page; a product sold with private
        label or resell rights also comes with its rights table, each right YES or NO, in a file of its own.
      </p>
      <div className="grid gap-2 sm:max-w-sm">
        <Label htmlFor={id}>Sold with</Label>
        <Select value={draft.preset} onValueChange={(value) => isChoice(value) && setDraft(licenseOfChoice(value))}>
          <SelectTrigger id={id}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {LICENSE_CHOICES.map((choice) => (
              <SelectItem key={choice} value={choice}>
                {LICENSE_LABELS[choice]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {stored.isDefault && draft.preset !== 'none' && (
          <p className="text-sm text-muted-foreground">
            A PLR product is sold with the PLR license until you save one.
          </p>
        )}
      </div>
      {draft.preset !== 'none' && (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">
            Rights {rightsEdited(draft) && <span className="font-normal text-muted-foreground">(edited)</span>}
          </legend>
          <ul className="divide-y rounded-md border">
            {LICENSE_RIGHTS.map((right) => (
              <li
                key={right}
                className="grid grid-cols-[minmax(0,1fr)_7.5rem] items-center gap-3 px-3 py-2 text-sm sm:grid-cols-[minmax(0,1fr)_9rem]"
              >
                <span>{RIGHT_LABELS[right]}</span>
                <ToggleGroup
                  type="single"
                  aria-label={RIGHT_LABELS[right]}
                  value={draft.rights[right] ? 'yes' : 'no'}
                  onValueChange={(value) => value && setRight(right, value === 'yes')}
                >
                  <ToggleGroupItem value="yes" className={ANSWER_ON.yes}>
                    YES
                  </ToggleGroupItem>
                  <ToggleGroupItem value="no" className={ANSWER_ON.no}>
                    NO
                  </ToggleGroupItem>
                </ToggleGroup>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {save.error && (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon aria-hidden="true" />
          <p>{save.error.message}</p>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" disabled={!changed || save.isPending} onClick={() => save.mutate(draft)}>
          Save license
        </Button>
        {licenseFileUrl && (
          <Button asChild variant="outline">
            <a href={licenseFileUrl} download>
              <DownloadIcon aria-hidden="true" />
              Download license PDF
            </a>
          </Button>
        )}
        {licenseFileUrl && hasSources(stored.license) && (
          <Button asChild variant="outline">
            <a href={pathWith(projectDocumentApi.sources.path, { id: projectId })} download>
              <DownloadIcon aria-hidden="true" />
              Download editable sources (ZIP)
            </a>
          </Button>
        )}
      </div>
    </Card>
  );
}
