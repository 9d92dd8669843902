import { useInfiniteQuery } from '@tanstack/react-query';
import { useFollowGenerating } from '@/lib/followed-generations';
import { loadFailureOf } from '@/lib/load-failure';
import { projectsQueryOptions, useDeleteCard } from '../api';
import { PagedList } from './paged-list';
import { ProjectCard } from './project-card';

/** The user's projects; the PDF status of each being generated follows the job to its end. */
export function ProjectsTab({ search }: { search: string }) {
  const query = useInfiniteQuery(projectsQueryOptions(search));
  const remove = useDeleteCard();
  const projects = query.data?.pages.flatMap((page) => page.items);
  useFollowGenerating(projects, query.isFetching);
  return (
    <PagedList
      items={projects}
      failure={loadFailureOf(query)}
      searching={search !== ''}
      itemKey={(project) => project.id}
      renderItem={(project) => (
        <ProjectCard
          project={project}
          onDelete={() => {
            if (window.confirm('Are you sure you want to delete this project?')) {
              remove.mutate({ kind: 'projects', id: project.id });
            }
          }}
          deleting={remove.isPending && remove.variables.id === project.id}
        />
      )}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}
