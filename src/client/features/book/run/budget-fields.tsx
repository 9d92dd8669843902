import { useId } from 'react';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { BudgetErrors, BudgetTexts } from './book-budget';

interface BudgetFieldsProps {
  texts: BudgetTexts;
  errors: BudgetErrors;
  onChange: (field: keyof BudgetTexts, text: string) => void;
  /** The provider's prices are set: a budget in dollars can be given. */
  priced: boolean;
  /** The built-in writer writes: its tokens are counted and cost nothing. */
  offline: boolean;
}

/** One budget box: empty is no budget. */
function BudgetInput({
  field,
  label,
  inputMode,
  texts,
  errors,
  onChange,
}: Pick<BudgetFieldsProps, 'texts' | 'errors' | 'onChange'> & {
  field: keyof BudgetTexts;
  label: string;
  inputMode: 'numeric' | 'decimal';
}) {
  const id = useId();
  return (
    <FormField id={id} label={label} error={errors[field]}>
      <Input
        {...fieldControlProps(id, errors[field])}
        inputMode={inputMode}
        placeholder="No budget"
        value={texts[field]}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </FormField>
  );
}

/**
 * A run's budget (docs/decisions/0061-run-budget.md): tokens, and US dollars when the provider's prices are set; the
 * run pauses before a part that would take it past either. Empty is no budget.
 */
export function BudgetFields({ texts, errors, onChange, priced, offline }: BudgetFieldsProps) {
  const boxes = { texts, errors, onChange };
  return (
    <div className="grid gap-2">
      <div className="grid gap-3 sm:max-w-xl sm:grid-cols-2">
        <BudgetInput field="tokens" label="Budget in tokens" inputMode="numeric" {...boxes} />
        {priced && <BudgetInput field="usd" label="Budget in US dollars" inputMode="decimal" {...boxes} />}
      </div>
      <p className="text-xs text-muted-foreground">
        Writing pauses before a part that would go over the budget; leave it empty for none.
        {offline && ' The built-in writer costs nothing: its tokens are counted as a provider’s would be.'}
      </p>
    </div>
  );
}
