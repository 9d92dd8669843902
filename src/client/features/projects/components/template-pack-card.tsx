import { DownloadIcon, FileSpreadsheetIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { countLabel } from '@/lib/count-label';
import { pathWith } from '@shared/api/endpoint';
import { projectTemplatePackApi } from '@shared/api/project-template-pack';
import type { BookPlanResponse } from '@shared/schemas/book-plan';
import {
  TEMPLATE_KIND_LABELS,
  TEMPLATE_PAPER_LABELS,
  TEMPLATE_PAPERS,
  type TemplatePaper,
  type TemplateSpec,
} from '@shared/schemas/template-plan';

/** What a template's columns are: "Date, Item, Planned, Left (worked out)". */
const columnNames = (spec: TemplateSpec) =>
  spec.columns.map((column) => (column.type === 'formula' ? `${column.name} (worked out)` : column.name)).join(', ');

/** What a template's download button says, by what it is made as (a printable page has one for each paper). */
const FILE_LABELS = { spreadsheet: 'XLSX', document: 'DOCX', notion: 'Notion ZIP', slides: 'PPTX' } as const;

/** The link that downloads one template's file: its spreadsheet, or its printable page for one paper. */
function FileLink({
  projectId,
  number,
  title,
  label,
  paper,
}: {
  projectId: string;
  number: number;
  title: string;
  label: string;
  paper?: TemplatePaper;
}) {
  const path = pathWith(projectTemplatePackApi.template.path, { id: projectId, number: String(number) });
  return (
    <Button asChild variant="outline" size="sm">
      <a href={paper ? `${path}?paper=${paper}` : path} download aria-label={`Download ${title} (${label})`}>
        <DownloadIcon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}

/**
 * A template pack's templates (docs/decisions/0078-template-pack.md): each made as its file from the Template Pack
 * Plan as saved when it is downloaded, one at a time or all in the ZIP a store sells, with where that goes.
 */
export function TemplatePackCard({ projectId, plan }: { projectId: string } & Pick<BookPlanResponse, 'plan'>) {
  const templates = plan.chapters.flatMap((chapter, index) =>
    chapter.template ? [{ title: chapter.title, number: index + 1, spec: chapter.template }] : [],
  );
  return (
    <Card className="gap-4 p-5" data-testid="template-pack">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <FileSpreadsheetIcon aria-hidden="true" className="size-4" />
        Templates
      </h2>
      <p className="text-sm text-muted-foreground">
        {templates.length === 0
          ? 'The Template Pack Plan has no templates yet: add them above and save the plan.'
          : `${countLabel(templates.length, 'template')} in the Template Pack Plan, each made as its file from the plan as saved when you download it. The PDF, DOCX and EPUB made by Generate Product are the pack’s guide.`}
      </p>
      {templates.length > 0 && (
        <>
          <div className="grid items-center gap-x-4 gap-y-1 sm:grid-cols-[19rem_minmax(0,1fr)]">
            <Button asChild variant="outline" className="justify-start">
              <a href={pathWith(projectTemplatePackApi.pack.path, { id: projectId })} download>
                <DownloadIcon aria-hidden="true" />
                All templates (ZIP)
              </a>
            </Button>
            <p className="text-sm text-muted-foreground">
              Etsy, Gumroad, Payhip or Shopify: upload this ZIP as the product’s file. It holds every template and a
              README telling the buyer how to open and fill them in.
            </p>
          </div>
          <ol className="grid gap-2 text-sm">
            {templates.map((template) => (
              <li
                key={template.number}
                className="grid items-center gap-x-4 gap-y-2 rounded-md border px-3 py-2 sm:grid-cols-[minmax(0,1fr)_auto]"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    Template {template.number}: {template.title}
                  </p>
                  <p className="break-words text-muted-foreground">
                    {TEMPLATE_KIND_LABELS[template.spec.kind]} · {columnNames(template.spec)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {template.spec.kind !== 'printable' ? (
                    <FileLink
                      projectId={projectId}
                      number={template.number}
                      title={template.title}
                      label={FILE_LABELS[template.spec.kind]}
                    />
                  ) : (
                    TEMPLATE_PAPERS.map((paper) => (
                      <FileLink
                        key={paper}
                        projectId={projectId}
                        number={template.number}
                        title={template.title}
                        label={`PDF, ${TEMPLATE_PAPER_LABELS[paper]}`}
                        paper={paper}
                      />
                    ))
                  )}
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
