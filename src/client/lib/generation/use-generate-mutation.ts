import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api/api-client';
import { failureMessage } from '@/lib/api/failure-message';

/**
 * A generation call with the tool's success toast and the server's failure message; its data holds the latest
 * results. A refusal about one input is also given to `onFieldError`, to show it on that input.
 */
export function useGenerateMutation<Body, Result>(
  generate: (body: Body) => Promise<Result>,
  successMessage: string,
  onFieldError?: (field: string, message: string) => void,
) {
  return useMutation({
    mutationFn: generate,
    onSuccess: () => {
      toast.success(successMessage);
    },
    onError: (error) => {
      console.error(error);
      toast.error(failureMessage(error));
      if (isApiError(error) && error.field) onFieldError?.(error.field, error.message);
    },
  });
}
