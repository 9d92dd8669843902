import { ArrowRightIcon, PackageOpenIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle, CardDescription } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { RECENT_PROJECTS_LIMIT } from '@shared/catalog';
import type { ProjectSummary } from '@shared/schemas/project-summary';
import { RecentProjectRow } from './recent-project-row';

function EmptyProjects() {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <PackageOpenIcon className="size-7" aria-hidden="true" />
      </span>
      <h3 className="mt-4 font-semibold">No projects yet</h3>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        Your products will line up here as they come off the line.
      </p>
      <Button asChild className="mt-6">
        <Link to={paths.createProject.href()}>Start Your First Project</Link>
      </Button>
    </div>
  );
}

function ProjectsSkeleton() {
  return (
    <ul aria-label="Loading recent projects" className="divide-y">
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="flex items-center gap-4 px-6 py-4">
          <Skeleton className="aspect-[3/4] w-10" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function RecentProjects({ projects }: { projects: ProjectSummary[] | undefined }) {
  return (
    <Card className="gap-0 py-0" aria-labelledby="recent-projects-title" role="region">
      <CardHeader className="flex-row items-center justify-between gap-4 border-b py-5">
        <div>
          <CardTitle id="recent-projects-title" className="text-lg">
            Recent Projects
          </CardTitle>
          <CardDescription className="mt-1">Your {RECENT_PROJECTS_LIMIT} newest products</CardDescription>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.savedContent.href()}>
            View All
            <ArrowRightIcon />
          </Link>
        </Button>
      </CardHeader>
      {projects === undefined && <ProjectsSkeleton />}
      {projects?.length === 0 && <EmptyProjects />}
      {projects && projects.length > 0 && (
        <ul className="divide-y">
          {projects.slice(0, RECENT_PROJECTS_LIMIT).map((project) => (
            <li key={project.id}>
              <RecentProjectRow project={project} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
