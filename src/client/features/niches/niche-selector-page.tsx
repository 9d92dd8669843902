import { zodResolver } from '@hookform/resolvers/zod';
import { useSavedItems } from '@/lib/saved-items';
import { SearchIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ModeBanner } from '@/components/mode-banner';
import { ResultsPanel } from '@/components/results-panel';
import { SavedItemsPanel } from '@/components/saved-items-panel';
import { ToolPage } from '@/components/tool-page';
import { countLabel } from '@/lib/count-label';
import { useGenerateMutation } from '@/lib/use-generate-mutation';
import { useModeRecord } from '@/lib/use-mode-record';
import { useToolMode } from '@/lib/use-tool-mode';
import {
  generateNichesInput,
  type GenerateNichesBody,
  type GenerateNichesInput,
} from '../../../shared/schemas/niche.js';
import { generateNiches } from './api';
import { NicheForm } from './components/niche-form';
import { NicheResultCard } from './components/niche-result-card';
import { nichePrefill } from './niche-prefill';

export function NicheSelectorPage() {
  const { mode, leave, editId, activeId } = useToolMode();
  const form = useForm<GenerateNichesBody, unknown, GenerateNichesInput>({
    resolver: zodResolver(generateNichesInput),
    defaultValues: { targetAudience: '', interests: '', budgetRange: '' },
  });
  const generate = useGenerateMutation(generateNiches, {
    success: 'Niches generated successfully!',
    failure: 'Failed to generate niches. Please try again.',
  });
  const savedNiches = useSavedItems('niches');
  const record = useModeRecord('niches', mode, {
    onLoaded: (niche, kind) => {
      form.reset({ ...form.getValues(), ...nichePrefill(niche) });
      toast.info(kind === 'edit' ? 'Editing niche - modify and regenerate' : `Regenerating similar to "${niche.name}"`);
    },
    failedMessage: 'Failed to load niche data',
    onFailed: leave,
  });

  const niches = generate.data;

  return (
    <ToolPage
      path="/dashboard/niche-selector"
      banner={
        mode.kind !== 'create' && (
          <ModeBanner mode={mode.kind} itemLabel="niche" subject={record?.name} onExit={leave} />
        )
      }
      form={<NicheForm form={form} onSubmit={(body) => generate.mutate(body)} busy={generate.isPending} />}
      results={
        <ResultsPanel
          title="Niches"
          state={generate.isPending ? 'loading' : niches ? 'ready' : 'empty'}
          empty={{
            icon: SearchIcon,
            title: 'Find your niche',
            text: 'Describe who you want to serve and what they care about; profitable niches will appear here.',
          }}
          summary={niches && countLabel(niches.length, 'niche')}
        >
          <div className="grid gap-4">
            {niches?.map((niche, index) => (
              <NicheResultCard
                key={`${generate.submittedAt}-${index}`}
                niche={niche}
                replacesId={editId}
                onReplaced={leave}
              />
            ))}
          </div>
        </ResultsPanel>
      }
      saved={
        <SavedItemsPanel
          title="Saved niches"
          emptyText="No saved niches yet"
          activeId={activeId}
          rows={savedNiches?.map((niche) => ({
            id: niche.id,
            label: niche.name,
            createdAt: niche.createdAt,
            nextStep: {
              label: 'Use in Product Ideas',
              to: `/dashboard/product-ideas?nicheId=${encodeURIComponent(niche.id)}`,
            },
          }))}
        />
      }
    />
  );
}
