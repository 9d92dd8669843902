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

/**
 * A run's budget (docs/decisions/0061-run-budget.md): tokens, and US dollars when the provider's prices are set; the
 * run pauses before a part that would take it past either. Empty is no budget.
 */
export function BudgetFields({ texts, errors, onChange, priced, offline }: BudgetFieldsProps) {
  const tokensId = useId();
  const usdId = useId();
  return (
    <div className="grid gap-2">
      <div className="grid gap-3 sm:max-w-xl sm:grid-cols-2">
        <FormField id={tokensId} label="Budget in tokens" error={errors.tokens}>
          <Input
            {...fieldControlProps(tokensId, errors.tokens)}
            inputMode="numeric"
            placeholder="No budget"
            value={texts.tokens}
            onChange={(event) => onChange('tokens', event.target.value)}
          />
        </FormField>
        {priced && (
          <FormField id={usdId} label="Budget in US dollars" error={errors.usd}>
            <Input
              {...fieldControlProps(usdId, errors.usd)}
              inputMode="decimal"
              placeholder="No budget"
              value={texts.usd}
              onChange={(event) => onChange('usd', event.target.value)}
            />
          </FormField>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        Writing pauses before a part that would go over the budget; leave it empty for none.
        {offline && ' The built-in writer costs nothing: its tokens are counted as a provider’s would be.'}
      </p>
    </div>
  );
}
