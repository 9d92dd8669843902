import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatCount } from '@shared/format-count';
import type { PlanForm } from '../plan-chapter-row';
import { ModuleLessons } from './module-lessons';
import { ModuleQuiz } from './module-quiz';

const counted = (count: number, one: string) => `${formatCount(count)} ${one}${count === 1 ? '' : 's'}`;

/**
 * A course module's lessons and quiz under a disclosure that says how many it has, so a long course stays a short
 * page; a module with a refused field is shown open.
 */
export function ModuleDetails({ form, module }: { form: PlanForm; module: number }) {
  const [open, setOpen] = useState(false);
  const [lessons = [], quiz = []] = useWatch({
    control: form.control,
    name: [`chapters.${module}.lessons`, `chapters.${module}.quiz`],
  });
  const refused =
    form.getFieldState(`chapters.${module}.lessons`, form.formState).invalid ||
    form.getFieldState(`chapters.${module}.quiz`, form.formState).invalid;
  const shown = open || refused;
  const detailsId = `module-${module + 1}-lessons-and-quiz`;
  return (
    <div className="col-span-full grid gap-3 sm:pl-9">
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start text-muted-foreground"
        aria-expanded={shown}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
      >
        <ChevronDownIcon aria-hidden="true" className={cn('transition-transform', shown && 'rotate-180')} />
        Lessons and quiz: {counted(lessons.length, 'lesson')}, {counted(quiz.length, 'question')}
      </Button>
      <div id={detailsId} className={cn(shown ? 'grid' : 'hidden', 'gap-5 rounded-xl bg-muted/30 p-2 sm:p-3')}>
        <ModuleLessons form={form} module={module} />
        <ModuleQuiz form={form} module={module} />
      </div>
    </div>
  );
}
