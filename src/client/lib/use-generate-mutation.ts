import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { generationErrorMessage } from './generation-error';

interface GenerateMessages {
  success: string;
  failure: string;
}

/** A generation call with the tool's success and failure toasts; its data holds the latest results. */
export function useGenerateMutation<Body, Result>(
  generate: (body: Body) => Promise<Result>,
  messages: GenerateMessages,
) {
  return useMutation({
    mutationFn: generate,
    onSuccess: () => {
      toast.success(messages.success);
    },
    onError: (error) => {
      console.error(error);
      toast.error(generationErrorMessage(error, messages.failure));
    },
  });
}
