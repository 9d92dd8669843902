import type { UseFormReturn } from 'react-hook-form';
import { FormSelect } from '@/components/forms/form-select';
import { GeneratorForm } from './generator-form';
import { TextField } from '@/components/forms/text-field';
import { LIMITS } from '@shared/limits';
import type { GenerateNichesBody, GenerateNichesInput } from '@shared/schemas/niche';
import { BUDGET_OPTIONS } from '@/lib/forms/select-options';

interface NicheFormProps {
  form: UseFormReturn<GenerateNichesBody, unknown, GenerateNichesInput>;
  onSubmit: (body: GenerateNichesInput) => void;
  busy: boolean;
}

/**
 * The niche generator's fields (docs/product-rules.md R10: target audience, interests and budget range required), in
 * the tool, the project page and the wizard.
 */
export function NicheForm({ form, onSubmit, busy }: NicheFormProps) {
  const { control, handleSubmit } = form;

  return (
    <GeneratorForm onSubmit={handleSubmit(onSubmit)} busy={busy} submitLabel="Generate Niches">
      <TextField
        form={form}
        name="targetAudience"
        id="target-audience"
        label="Target Audience"
        rows={2}
        maxLength={LIMITS.longText}
        placeholder="e.g. busy first-time parents"
      />
      <TextField
        form={form}
        name="interests"
        id="interests"
        label="Interests"
        rows={2}
        maxLength={LIMITS.longText}
        placeholder="e.g. meal prep, sleep routines"
      />
      <FormSelect
        control={control}
        name="budgetRange"
        id="budget-range"
        label="Budget Range"
        placeholder="Choose your budget"
        options={BUDGET_OPTIONS}
      />
    </GeneratorForm>
  );
}
