import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { countLabel } from '@/lib/count-label';
import { cn } from '@/lib/utils';
import { TEMPLATE_KIND_LABELS, TEMPLATE_KINDS } from '@shared/schemas/template-plan';
import type { PlanForm } from '../plan-chapter-row';
import { ChoiceSelect, TemplateColumns } from './template-columns';
import { TemplateExamples } from './template-examples';

/**
 * A template's file (docs/decisions/0078-template-pack.md): what it is made as, its columns and its example rows, under
 * a disclosure that says how many it has, so a long pack stays a short page; a template with a refused field is shown
 * open. A template added in the form has none until the plan is saved, when they are drafted from its title.
 */
export function TemplateDetails({ form, template }: { form: PlanForm; template: number }) {
  const [open, setOpen] = useState(false);
  const spec = useWatch({ control: form.control, name: `chapters.${template}.template` });
  const refused = form.getFieldState(`chapters.${template}.template`, form.formState).invalid;
  const shown = open || refused;
  const detailsId = `template-${template + 1}-columns`;
  if (!spec)
    return (
      <p className="col-span-full text-sm text-muted-foreground sm:pl-9">
        Its columns are drafted from its title when you save the plan.
      </p>
    );
  return (
    <div className="col-span-full grid gap-3 sm:pl-9">
      <Button
        variant="ghost"
        size="sm"
        className="h-auto min-h-8 justify-self-start text-left whitespace-normal text-muted-foreground"
        aria-expanded={shown}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
      >
        <ChevronDownIcon aria-hidden="true" className={cn('transition-transform', shown && 'rotate-180')} />
        {TEMPLATE_KIND_LABELS[spec.kind ?? 'spreadsheet']}: {countLabel(spec.columns?.length ?? 0, 'column')},{' '}
        {countLabel(spec.examples?.length ?? 0, 'example row')}
      </Button>
      <div id={detailsId} className={cn(shown ? 'grid' : 'hidden', 'gap-5 rounded-xl bg-muted/30 p-2 sm:p-3')}>
        <div className="justify-self-start">
          <ChoiceSelect
            id={`template-${template + 1}-kind`}
            label="Made as"
            value={spec.kind ?? 'spreadsheet'}
            values={TEMPLATE_KINDS}
            labels={TEMPLATE_KIND_LABELS}
            onChange={(kind) => form.setValue(`chapters.${template}.template.kind`, kind, { shouldDirty: true })}
          />
        </div>
        <TemplateColumns form={form} template={template} />
        <TemplateExamples form={form} template={template} />
      </div>
    </div>
  );
}
