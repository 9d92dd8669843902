import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NicheForm } from '@/components/generation/niche-form';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { generateNiches } from '@/lib/generation/generators';
import { useGenerateMutation } from '@/lib/generation/use-generate-mutation';
import {
  generateNichesInput,
  type GenerateNichesBody,
  type GenerateNichesInput,
  type SavedNiche,
} from '@shared/schemas/niche';
import { useSavePart } from '../hooks/use-save-part';
import { RegenerateDialog } from './regenerate-dialog';

interface NicheRegenerateDialogProps {
  projectId: string;
  /** Regenerate Similar starts from this niche's request; without it, Generate New Niche starts empty. */
  similarTo: SavedNiche | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const EMPTY: GenerateNichesBody = { targetAudience: '', interests: '', budgetRange: '' };

/** Regenerate Similar / Generate New Niche: generates niches, and the one picked becomes the project's niche. */
export function NicheRegenerateDialog({ projectId, similarTo, open, onOpenChange }: NicheRegenerateDialogProps) {
  const form = useForm<GenerateNichesBody, unknown, GenerateNichesInput>({
    resolver: zodResolver(generateNichesInput),
    defaultValues: similarTo?.generationInput ?? (similarTo ? { ...EMPTY, interests: similarTo.name } : EMPTY),
  });
  const generate = useGenerateMutation(generateNiches, 'Niches generated successfully!', fieldErrorSetter(form));
  const part = useSavePart(projectId, 'niches', { saved: 'Niche saved!', updated: 'Niche updated!' }, (id) => ({
    nicheId: id,
  }));
  return (
    <RegenerateDialog
      open={open}
      onOpenChange={onOpenChange}
      title={similarTo ? 'Regenerate Similar Niche' : 'Generate New Niche'}
      description="Generate niches, pick one, and it becomes this product's niche."
      form={<NicheForm form={form} onSubmit={(body) => generate.mutate(body)} busy={generate.isPending} />}
      generation={generate}
      resultLabel={(niche) => niche.name}
      renderResult={(niche) => (
        <>
          <span className="block font-semibold">{niche.name}</span>
          <span className="mt-1 block text-muted-foreground">{niche.marketSize}</span>
        </>
      )}
      part={part}
      partOf={(niche, request) => ({ ...niche, generationInput: request })}
    />
  );
}
