import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFollowGenerating } from '@/lib/projects/followed-generations';
import { loadFailureOf } from '@/lib/api/load-failure';
import { projectsQueryOptions, useDeleteCard } from '../api';
import { DeleteProjectDialog } from './delete-project-dialog';
import { PagedList } from './paged-list';
import { ProjectCard } from './project-card';

/** The user's projects; the documents status of each being generated follows the job to its end. */
export function ProjectsTab({ search }: { search: string }) {
  const query = useInfiniteQuery(projectsQueryOptions(search));
  const remove = useDeleteCard();
  const [confirming, setConfirming] = useState<string | null>(null);
  const projects = query.data?.pages.flatMap((page) => page.items);
  useFollowGenerating(projects, query.isFetching);
  return (
    <>
      <PagedList
        items={projects}
        failure={loadFailureOf(query)}
        searching={search !== ''}
        itemKey={(project) => project.id}
        renderItem={(project) => (
          <ProjectCard
            project={project}
            onDelete={() => setConfirming(project.id)}
            deleting={remove.isPending && remove.variables.id === project.id}
          />
        )}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
      />
      {confirming && (
        <DeleteProjectDialog
          busy={remove.isPending && remove.variables.id === confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            remove.mutate({ kind: 'projects', id: confirming }, { onSettled: () => setConfirming(null) })
          }
        />
      )}
    </>
  );
}
