import {
  DownloadIcon,
  FileArchiveIcon,
  FileCheckIcon,
  FormInputIcon,
  GraduationCapIcon,
  NotebookPenIcon,
  PlayIcon,
  RotateCcwIcon,
} from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { BusyButton } from '@/components/busy-button';
import { DownloadCoverButton } from '@/components/covers/download-cover-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/api/failure-message';
import { countLabel } from '@/lib/count-label';
import { bookPlanQueryOptions } from '@/features/book';
import { useStartDocuments } from '@/lib/projects/projects';
import { projectDocumentApi } from '@shared/api/project-documents';
import { pathWith } from '@shared/api/endpoint';
import type { DocumentsStatus } from '@shared/catalog';
import type { ProjectDetail } from '@shared/schemas/project';
import type { CoverChoice } from '@shared/schemas/project-document';
import { AuthorNotesNotice, notesLeftOutMessage } from './author-notes-notice';
import { CoverDifferencesDialog } from './cover-differences-notice';
import type { PlanNoun } from '@shared/plan-words';
import { CoverShapeLinks } from './cover-shape-links';

interface Files {
  pdfUrl: string | null;
  docxUrl: string | null;
  epubUrl: string | null;
}

/** One copy's files, each by its owner-only link: the server answers the links only once they are made. */
function DownloadLinks({ files, prefix }: { files: Files; prefix: string }) {
  const links = [
    { label: `Download ${prefix}PDF`, url: files.pdfUrl },
    { label: `Download ${prefix}DOCX`, url: files.docxUrl },
    { label: `Download ${prefix}EPUB`, url: files.epubUrl },
  ].filter((link): link is { label: string; url: string } => link.url !== null);
  return links.map(({ label, url }) => (
    <Button key={label} asChild variant="outline" size="sm">
      <a href={url} download>
        <DownloadIcon aria-hidden="true" />
        {label}
      </a>
    </Button>
  ));
}

/** A workbook's or course's fillable PDF: the PDF with a form field wherever its buyer writes or ticks. */
function FillablePdfLink({ url, fields }: { url: string; fields: number }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={url} download title={`The PDF with ${countLabel(fields, 'field')} a buyer can type into or tick`}>
        <FormInputIcon aria-hidden="true" />
        Download Fillable PDF
      </a>
    </Button>
  );
}

/** A workbook's or course's answer key, and its teacher's edition: the book with the answer key at the back. */
function AnswerKeyLinks({ answerKeyUrl, teachersEditionUrl, answers }: NonNullable<ProjectDetail['answerKey']>) {
  const holding = countLabel(answers, 'model answer');
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <a href={answerKeyUrl} download title={`The exercises' ${holding}, chapter by chapter`}>
          <FileCheckIcon aria-hidden="true" />
          Download Answer Key
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={teachersEditionUrl} download title={`The PDF with the answer key (${holding}) at the back`}>
          <GraduationCapIcon aria-hidden="true" />
          Download Teacher's Edition
        </a>
      </Button>
    </>
  );
}

/** One copy of the files under its name, with its links and buttons. */
function CopyGroup({ label, status, children }: { label: string; status?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={label} className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold">{label}</h2>
        {status}
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </section>
  );
}

/**
 * Download Cover: the cover's PNG named after the book plan's title, as the files and the cover shapes are, so a
 * renamed book's cover is not saved under the title it had (the chosen title while the plan is read).
 */
function ProjectCoverDownload({ project, imageUrl }: { project: ProjectDetail; imageUrl: string }) {
  const plan = useQuery(bookPlanQueryOptions(project.id)).data?.plan;
  const title = plan?.title ?? project.productTitle?.title ?? project.title;
  return <DownloadCoverButton imageUrl={imageUrl} title={title} label="Download Cover" />;
}

const DRAFT_STATUS_LABELS: Record<DocumentsStatus, string> = {
  not_generated: 'Not made',
  generating: 'Generating…',
  completed: 'Ready',
  failed: 'Failed',
};

const startable = (status: DocumentsStatus) => status === 'not_generated' || status === 'failed';

/**
 * The project's two copies of its files (docs/decisions/0037-draft-and-sale-copies.md), each with its downloads once
 * made and its one-click start while it is missing or out of date: the copy for sale (Generate Product, or Retry
 * Generation after a failure) and the draft copy with the author notes (Make a draft copy), shown while the sections
 * hold notes or a draft copy was made. While the cover prints another title than the plan, either start asks first
 * (docs/decisions/0036-cover-follows-the-plan.md). After a start the page follows that copy until it is made or
 * fails. The author notes the sections still hold are counted here, where the files are made.
 */
export function ProjectActions({
  project,
  noun,
}: {
  project: ProjectDetail;
  /** What the product is called, as its plan says: the book, the course. */
  noun: PlanNoun;
}) {
  const start = useStartDocuments();
  /** The copy whose start waits on the cover question: true for the draft copy, false for the copy for sale. */
  const [askingForDraft, setAskingForDraft] = useState<boolean | null>(null);
  const notes = project.authorNoteCount;
  const { draftCopy } = project;
  const showDraftCopy = notes > 0 || draftCopy.documentsStatus !== 'not_generated';
  const starting = (draft: boolean) => start.isPending && (start.variables.draft ?? false) === draft;
  const generate = (draft: boolean, cover?: CoverChoice) =>
    start.mutate(
      { projectId: project.id, draft, cover },
      {
        onSuccess: () => {
          if (draft) {
            toast.success('Draft copy generation started! You will be notified when it is ready.');
            return;
          }
          toast.success('PDF generation started! You will be notified when it is ready.');
          if (notes > 0) toast.info(notesLeftOutMessage(notes));
        },
        onError: (error) => {
          console.error(error);
          toast.error(failureMessage(error));
        },
      },
    );
  const requestGenerate = (draft: boolean) =>
    project.coverDifferences.length > 0 ? setAskingForDraft(draft) : generate(draft);
  return (
    <div className="grid gap-4">
      <CopyGroup label="Copy for sale">
        <DownloadLinks files={project} prefix="" />
        {project.fillablePdf && <FillablePdfLink {...project.fillablePdf} />}
        {project.answerKey && <AnswerKeyLinks {...project.answerKey} />}
        {project.pdfUrl !== null && (
          <Button asChild variant="outline" size="sm">
            <a href={pathWith(projectDocumentApi.all.path, { id: project.id })} download>
              <FileArchiveIcon aria-hidden="true" />
              Download all (ZIP)
            </a>
          </Button>
        )}
        {project.cover && <ProjectCoverDownload project={project} imageUrl={project.cover.imageUrl} />}
        <CoverShapeLinks projectId={project.id} designed={Boolean(project.cover?.generationInput)} />
        {startable(project.documentsStatus) && (
          <BusyButton size="sm" busy={starting(false)} busyLabel="Starting..." onClick={() => requestGenerate(false)}>
            {project.documentsStatus === 'failed' ? (
              <RotateCcwIcon aria-hidden="true" />
            ) : (
              <PlayIcon aria-hidden="true" />
            )}
            {project.documentsStatus === 'failed' ? 'Retry Generation' : 'Generate Product'}
          </BusyButton>
        )}
      </CopyGroup>
      {notes > 0 && <AuthorNotesNotice count={notes} draftCopy={draftCopy.documentsStatus} />}
      {showDraftCopy && (
        <CopyGroup
          label="Draft copy — includes author notes"
          status={<Badge variant="outline">{DRAFT_STATUS_LABELS[draftCopy.documentsStatus]}</Badge>}
        >
          <DownloadLinks files={draftCopy} prefix="Draft " />
          {startable(draftCopy.documentsStatus) && (
            <BusyButton
              size="sm"
              variant="outline"
              busy={starting(true)}
              busyLabel="Starting..."
              onClick={() => requestGenerate(true)}
            >
              <NotebookPenIcon aria-hidden="true" />
              {draftCopy.documentsStatus === 'failed' ? 'Retry the draft copy' : 'Make a draft copy'}
            </BusyButton>
          )}
          {draftCopy.documentsStatus === 'failed' && draftCopy.documentsError && (
            <p role="alert" className="basis-full text-sm text-destructive wrap-anywhere">
              {draftCopy.documentsError}
            </p>
          )}
        </CopyGroup>
      )}
      {askingForDraft !== null && (
        <CoverDifferencesDialog
          projectId={project.id}
          differences={project.coverDifferences}
          noun={noun}
          onGenerate={(cover) => {
            setAskingForDraft(null);
            generate(askingForDraft, cover);
          }}
          onCancel={() => setAskingForDraft(null)}
        />
      )}
    </div>
  );
}
