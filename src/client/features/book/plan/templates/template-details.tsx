import { useWatch } from 'react-hook-form';
import { countLabel } from '@/lib/count-label';
import { TEMPLATE_KIND_LABELS, TEMPLATE_KINDS } from '@shared/schemas/template-plan';
import type { PlanForm } from '../plan-chapter-row';
import { PlanRowDisclosure } from '../plan-row-disclosure';
import { ChoiceSelect, TemplateColumns } from './template-columns';
import { TemplateExamples } from './template-examples';

/**
 * A template's file (docs/decisions/0078-template-pack.md): what it is made as, its columns and its example rows, under
 * a disclosure that says how many it has. A template added in the form has none until the plan is saved, when they are
 * drafted from its title.
 */
export function TemplateDetails({ form, template }: { form: PlanForm; template: number }) {
  const spec = useWatch({ control: form.control, name: `chapters.${template}.template` });
  const refused = form.getFieldState(`chapters.${template}.template`, form.formState).invalid;
  if (!spec)
    return (
      <p className="col-span-full text-sm text-muted-foreground sm:pl-9">
        Its columns are drafted from its title when you save the plan.
      </p>
    );
  return (
    <PlanRowDisclosure
      id={`template-${template + 1}-columns`}
      summary={`${TEMPLATE_KIND_LABELS[spec.kind ?? 'spreadsheet']}: ${countLabel(spec.columns?.length ?? 0, 'column')}, ${countLabel(spec.examples?.length ?? 0, 'example row')}`}
      refused={refused}
    >
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
    </PlanRowDisclosure>
  );
}
