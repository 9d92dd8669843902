import { useQuery } from '@tanstack/react-query';
import { InfoIcon } from 'lucide-react';
import { aiStatusQueryOptions } from '@/lib/ai-status';

const codeClasses = 'rounded bg-muted px-1 py-0.5 font-mono text-[0.7rem] text-foreground';

/** A quiet line, shown only while the built-in offline generator answers instead of an AI provider. */
export function OfflineNotice() {
  const { data } = useQuery(aiStatusQueryOptions());
  if (!data?.offline) return null;
  return (
    <p className="flex gap-2 text-xs leading-relaxed text-muted-foreground">
      <InfoIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>
        The built-in offline generator is active: results are built from your own input, without an AI model. To connect
        a provider, set <code className={codeClasses}>AI_PROVIDER</code>, <code className={codeClasses}>AI_MODEL</code>{' '}
        and the provider&apos;s API key (see the README).
      </span>
    </p>
  );
}
