import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeftIcon,
  CircleAlertIcon,
  FileTextIcon,
  ImageIcon,
  LightbulbIcon,
  ListOrderedIcon,
  TargetIcon,
  TypeIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DocumentsStatusBadge } from '@/components/projects/documents-status-badge';
import { ProjectThumbnail } from '@/components/projects/project-thumbnail';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/api/failure-message';
import { useFollowGenerating } from '@/lib/projects/followed-generations';
import { paths } from '@/lib/paths';
import { projectQueryOptions } from '@/lib/projects/projects';
import { bookPlanQueryOptions, ProjectBook, useBook } from '@/features/book';
import { PRODUCT_TYPES } from '@shared/catalog';
import { licenseBadge } from '@shared/schemas/license';
import type { ProjectDetail } from '@shared/schemas/project';
import { ListingCard } from '@/components/listing/listing-card';
import { EmptyPart, PartCard } from './components/part-card';
import { ProjectDialogs } from './components/project-dialogs';
import { ProjectActions } from './components/project-actions';
import { PublishCheckCard } from './components/publish-check-card';
import { CoverDifferencesNotice } from './components/cover-differences-notice';
import { ContentSectionsCard } from './components/content-sections-card';
import { TitlePart } from './components/title-part';
import { PrintEditionCard } from './components/print-edition-card';
import { CourseKitCard } from './components/course-kit-card';
import { TemplatePackCard } from './components/template-pack-card';
import { LicenseCard } from './components/license-card';
import { RebrandCard } from './components/rebrand-card';
import { PLAN_WORDS } from '@shared/plan-words';
import { ProjectPageLinks, ProjectPageSection } from './components/project-page-sections';
import { useCardHint } from './hooks/use-card-hint';
import { sectionsOutOfDate } from './sections-out-of-date';
import type { OpenDialog } from './open-dialog';

function BackToSavedContent() {
  return (
    <Link
      to={paths.savedContent.href()}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      Back to Products
    </Link>
  );
}

function ProjectSkeleton() {
  return (
    <div aria-label="Loading project" className="space-y-6">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-9 w-2/3" />
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-36 w-full rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/** 'Project not found' (a missing or another user's project), or another failure to read it, in the server's words. */
function ProjectUnavailable({ error }: { error: unknown }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <FileTextIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold tracking-tight">{failureMessage(error)}</h1>
      <Button asChild>
        <Link to={paths.savedContent.href()}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to Products
        </Link>
      </Button>
    </div>
  );
}

function ProjectView({ project }: { project: ProjectDetail }) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const openDialog = (next: OpenDialog) => () => setDialog(next);
  const typeLabel = PRODUCT_TYPES.find((type) => type.value === project.madeAs)?.label;
  const licenseLabel = licenseBadge(project.madeAs, project.license);
  const { niche, idea, productTitle, cover } = project;
  const book = useBook(project.id);
  const plan = useQuery(bookPlanQueryOptions(project.id)).data;
  const kind = plan?.kind ?? 'book';
  const { noun } = PLAN_WORDS[kind];
  const outOfDate = sectionsOutOfDate(book.data?.parts, project.licenseTermsOutOfDate);
  return (
    <div className="space-y-6">
      <BackToSavedContent />
      <header className="space-y-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">{project.title}</h1>
          <div className="flex flex-wrap items-center gap-1.5">
            {project.status === 'draft' ? (
              <Badge variant="warning">Draft</Badge>
            ) : (
              <Badge variant="success">Ready</Badge>
            )}
            <DocumentsStatusBadge status={project.documentsStatus} />
            {typeLabel && <Badge variant="outline">{typeLabel}</Badge>}
            {licenseLabel && <Badge variant="outline">{licenseLabel}</Badge>}
          </div>
        </div>
        <ProjectPageLinks kind={kind} />
        <ProjectActions project={project} noun={noun} />
        <CoverDifferencesNotice projectId={project.id} differences={project.coverDifferences} noun={noun} />
        {project.documentsStatus === 'failed' && project.documentsError && (
          <Alert variant="destructive" role="alert" className="wrap-anywhere">
            <CircleAlertIcon aria-hidden="true" />
            <div>
              <p className="font-semibold">Generation failed</p>
              <p>{project.documentsError}</p>
            </div>
          </Alert>
        )}
        <PublishCheckCard check={project.publishCheck} />
      </header>

      <ProjectPageSection id="parts" className="grid gap-4 md:grid-cols-2">
        <PartCard
          label="Niche"
          icon={TargetIcon}
          filled={niche !== null}
          onOpen={openDialog(
            niche ? { kind: 'niche-details', id: niche.id } : { kind: 'niche-generate', similar: false },
          )}
        >
          {niche ? (
            <>
              <span className="font-semibold">{niche.name}</span>
              <span className="line-clamp-2 text-sm text-muted-foreground">{niche.marketSize}</span>
            </>
          ) : (
            <EmptyPart text="No niche yet. Click to generate one." />
          )}
        </PartCard>
        <PartCard
          label="Product Concept"
          icon={LightbulbIcon}
          filled={idea !== null}
          onOpen={openDialog(idea ? { kind: 'idea-details', id: idea.id } : { kind: 'idea-generate', similar: false })}
        >
          {idea ? (
            <>
              <span className="line-clamp-3 font-semibold">{idea.concept}</span>
              <span className="line-clamp-2 text-sm text-muted-foreground">{idea.targetAudience}</span>
            </>
          ) : (
            <EmptyPart text="No product concept yet. Click to generate one." />
          )}
        </PartCard>
        <PartCard
          label="Title"
          icon={TypeIcon}
          filled={productTitle !== null}
          onOpen={openDialog(
            productTitle ? { kind: 'title-details', id: productTitle.id } : { kind: 'titles-generate' },
          )}
        >
          <TitlePart projectId={project.id} productTitle={productTitle} />
        </PartCard>
        <PartCard
          label="Cover Image"
          icon={ImageIcon}
          filled={cover !== null}
          onOpen={openDialog(cover ? { kind: 'cover-details', id: cover.id } : { kind: 'cover-generate' })}
        >
          {cover ? (
            <ProjectThumbnail url={cover.imageUrl} alt={`Cover of ${project.title}`} className="w-28" />
          ) : (
            <EmptyPart text="No cover yet. Click to design one." />
          )}
        </PartCard>
      </ProjectPageSection>

      <ProjectPageSection id="book" className="space-y-6">
        <ProjectBook projectId={project.id} onOpenPart={(id) => setDialog({ kind: 'section-details', id })} />
      </ProjectPageSection>

      <ProjectPageSection id="sections">
        <ContentSectionsCard
          icon={ListOrderedIcon}
          sections={project.sections}
          outOfDate={outOfDate}
          onOpen={(id) => setDialog({ kind: 'section-details', id })}
        />
      </ProjectPageSection>

      {kind === 'course' && (
        <ProjectPageSection id="course-kit">
          <CourseKitCard projectId={project.id} />
        </ProjectPageSection>
      )}

      {kind === 'templates' && plan && (
        <ProjectPageSection id="templates">
          <TemplatePackCard projectId={project.id} plan={plan.plan} />
        </ProjectPageSection>
      )}

      <ProjectPageSection id="license">
        <LicenseCard projectId={project.id} licenseFileUrl={project.licenseFileUrl} />
      </ProjectPageSection>

      <ProjectPageSection id="rebrand">
        <RebrandCard projectId={project.id} />
      </ProjectPageSection>

      <ProjectPageSection id="print-edition">
        <PrintEditionCard projectId={project.id} documentsStatus={project.documentsStatus} />
      </ProjectPageSection>

      <ProjectPageSection id="listing">
        <ListingCard projectId={project.id} />
      </ProjectPageSection>

      <ProjectDialogs project={project} dialog={dialog} onChange={setDialog} />
    </div>
  );
}

/**
 * /dashboard/project/:projectId: one project's parts as cards that open their dialogs, its status and documents, its
 * book, a course's kit or a template pack's templates, license, rebrand, print edition and listing, each reached from
 * the links at the top.
 */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const query = useQuery(projectQueryOptions(projectId));
  useCardHint(query.isSuccess);
  useFollowGenerating(query.data && [query.data], query.isFetching);
  if (query.isPending) return <ProjectSkeleton />;
  if (query.isError) return <ProjectUnavailable error={query.error} />;
  return <ProjectView project={query.data} />;
}
