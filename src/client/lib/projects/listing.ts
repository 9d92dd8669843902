/** A project's listing: what a store asks for besides the files (docs/decisions/0057-listing.md). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-client';
import { projectsKey } from '@/lib/api/query-keys';
import { refreshProjects } from './projects';
import { projectListingApi } from '@shared/api/project-listing';
import type { Listing, ListingField, ListingFieldsInput } from '@shared/schemas/listing';

/** The listing under the projects' key, so whatever refreshes the projects (a run that drafts it) reads it again. */
export function listingQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...projectsKey, 'listing', projectId],
    queryFn: ({ signal }) => apiFetch(projectListingApi.read, { params: { id: projectId }, signal }),
  });
}

/** Keeps the server's answer as the listing shown; the description is in the files, so the project is read again. */
function useKeepListing(projectId: string) {
  const queryClient = useQueryClient();
  return async (listing: Listing) => {
    queryClient.setQueryData(listingQueryOptions(projectId).queryKey, listing);
    await refreshProjects(queryClient);
  };
}

/** Saves the whole listing; a field a store would refuse is refused, naming the store. */
export function useSaveListing(projectId: string) {
  const keep = useKeepListing(projectId);
  return useMutation({
    mutationFn: (fields: ListingFieldsInput) =>
      apiFetch(projectListingApi.save, { params: { id: projectId }, body: fields }),
    onSuccess: keep,
  });
}

/** Writes the named fields (all, when none is named) from the book, each one's text before kept one step back. */
export function useGenerateListing(projectId: string) {
  const keep = useKeepListing(projectId);
  return useMutation({
    mutationFn: (fields?: ListingField[]) =>
      apiFetch(projectListingApi.generate, { params: { id: projectId }, body: fields ? { fields } : {} }),
    onSuccess: keep,
  });
}
