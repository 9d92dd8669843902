import { useQuery } from '@tanstack/react-query';
import { InfoIcon } from 'lucide-react';
import { aiStatusQueryOptions } from '@/lib/generation/ai-status';

/** A quiet line, shown only while the built-in writer answers instead of an AI provider. */
export function OfflineNotice() {
  const { data } = useQuery(aiStatusQueryOptions());
  if (!data?.offline) return null;
  return (
    <p className="flex gap-2 text-xs leading-relaxed text-muted-foreground">
      <InfoIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>Drafts are written by the built-in writer, from what you enter here.</span>
    </p>
  );
}
