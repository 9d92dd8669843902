import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { failureMessage } from './failure-message';

/** A generation call with the tool's success toast and the server's failure message; its data holds the latest results. */
export function useGenerateMutation<Body, Result>(generate: (body: Body) => Promise<Result>, successMessage: string) {
  return useMutation({
    mutationFn: generate,
    onSuccess: () => {
      toast.success(successMessage);
    },
    onError: (error) => {
      console.error(error);
      toast.error(failureMessage(error));
    },
  });
}
