/** The license a project is sold with (docs/decisions/0079-plr-license.md). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api/api-client';
import { projectsKey } from '@/lib/api/query-keys';
import { refreshProjects } from './projects';
import { projectLicenseApi } from '@shared/api/project-license';
import type { ProductLicense } from '@shared/schemas/license';

/** Under the projects' key: a product type that changes changes a license not yet chosen. */
export function licenseQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...projectsKey, 'license', projectId],
    queryFn: ({ signal }) => apiFetch(projectLicenseApi.read, { params: { id: projectId }, signal }),
  });
}

/** Chooses the license; one that differs leaves the files out of date, so the projects are read again. */
export function useSaveLicense(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (license: ProductLicense) =>
      apiFetch(projectLicenseApi.save, { params: { id: projectId }, body: license }),
    // Said here, not by the form: the form starts again from the saved license, so it is gone when the save ends.
    onSuccess: () => {
      toast.success('License saved');
      return refreshProjects(queryClient);
    },
  });
}
