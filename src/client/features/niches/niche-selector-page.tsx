import { zodResolver } from '@hookform/resolvers/zod';
import { SearchIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { GeneratedResults } from '@/components/generation/generated-results';
import { ToolPage } from '@/components/generation/tool-page';
import { paths } from '@/lib/paths';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { useGenerateMutation } from '@/lib/generation/use-generate-mutation';
import { useToolState } from '@/lib/generation/use-tool-state';
import { generateNichesInput, type GenerateNichesBody, type GenerateNichesInput } from '@shared/schemas/niche';
import { generateNiches } from '@/lib/generation/generators';
import { NicheForm } from '@/components/generation/niche-form';
import { NicheResultCard } from './components/niche-result-card';
import { nichePrefill } from './niche-prefill';

export function NicheSelectorPage() {
  const form = useForm<GenerateNichesBody, unknown, GenerateNichesInput>({
    resolver: zodResolver(generateNichesInput),
    defaultValues: { targetAudience: '', interests: '', budgetRange: '' },
  });
  const generate = useGenerateMutation(generateNiches, 'Niches generated successfully!', fieldErrorSetter(form));
  const tool = useToolState('niches', {
    onRecordLoaded: (niche, kind) => {
      form.reset(niche.generationInput ?? { ...form.getValues(), ...nichePrefill(niche) });
      toast.info(kind === 'edit' ? 'Editing niche - modify and regenerate' : `Regenerating similar to "${niche.name}"`);
    },
  });

  return (
    <ToolPage
      path={paths.nicheSelector.href()}
      tool={tool}
      openItem={{ label: 'niche', name: tool.record?.name }}
      form={<NicheForm form={form} onSubmit={(body) => generate.mutate(body)} busy={generate.isPending} />}
      results={
        <GeneratedResults
          title="Niches"
          generation={generate}
          empty={{
            icon: SearchIcon,
            title: 'Find your niche',
            text: 'Describe who you want to serve and what they care about; profitable niches will appear here.',
          }}
          noun="niche"
          layout="cards"
          renderResult={(niche, request) => (
            <NicheResultCard niche={niche} request={request} replacesId={tool.editId} onReplaced={tool.leave} />
          )}
        />
      }
      saved={{
        kind: 'niches',
        itemType: 'niche',
        title: 'Saved niches',
        emptyText: 'No saved niches yet',
        rows: tool.savedItems?.map((niche) => ({
          id: niche.id,
          label: niche.name,
          createdAt: niche.createdAt,
          nextStep: { label: 'Use in Product Ideas', to: paths.productIdeas.href({ nicheId: niche.id }) },
        })),
      }}
    />
  );
}
