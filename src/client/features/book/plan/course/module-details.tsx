import { SparklesIcon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { BusyButton } from '@/components/busy-button';
import { failureMessage } from '@/lib/api/failure-message';
import { countLabel } from '@/lib/count-label';
import { useDraftCourseModule } from '@/features/book/book-plan';
import type { PlanForm } from '../plan-chapter-row';
import { PlanRowDisclosure } from '../plan-row-disclosure';
import { ModuleLessons } from './module-lessons';
import { ModuleQuiz } from './module-quiz';

const TEMPLATE_DRAFTED =
  'Drafted by the built-in writer: lessons to name your way and a quiz on the plan itself. Write your key points and questions before you sell it.';
const DRAFTED = 'Lessons and quiz drafted: read them through, then Save Plan.';

/**
 * Asks a writer for a module's lessons and quiz from the module as shown (its title, goal and the other modules'),
 * and puts them in the form unsaved; offered while the module has neither.
 */
function DraftModuleButton({ form, module, projectId }: { form: PlanForm; module: number; projectId: string }) {
  const draft = useDraftCourseModule(projectId);
  const ask = async () => {
    const plan = form.getValues();
    const shown = plan.chapters[module];
    try {
      const drafted = await draft.mutateAsync({
        courseTitle: plan.title,
        title: shown?.title ?? '',
        goal: shown?.goal ?? '',
        otherModules: plan.chapters.flatMap((other, index) => (index === module ? [] : [other.title])),
      });
      form.setValue(`chapters.${module}.lessons`, drafted.lessons, { shouldDirty: true });
      form.setValue(`chapters.${module}.quiz`, drafted.quiz, { shouldDirty: true });
      toast.success(drafted.template ? TEMPLATE_DRAFTED : DRAFTED);
    } catch (error) {
      console.error(error);
      toast.error(failureMessage(error));
    }
  };
  return (
    <BusyButton
      variant="outline"
      size="sm"
      className="justify-self-start"
      busy={draft.isPending}
      busyLabel="Drafting..."
      onClick={() => void ask()}
    >
      <SparklesIcon aria-hidden="true" />
      Draft Lessons and Quiz
    </BusyButton>
  );
}

/**
 * A course module's lessons and quiz under a disclosure that says how many it has, so a long course stays a short
 * page; a module with a refused field is shown open.
 */
export function ModuleDetails({ form, module, projectId }: { form: PlanForm; module: number; projectId: string }) {
  const [lessons = [], quiz = []] = useWatch({
    control: form.control,
    name: [`chapters.${module}.lessons`, `chapters.${module}.quiz`],
  });
  const refused =
    form.getFieldState(`chapters.${module}.lessons`, form.formState).invalid ||
    form.getFieldState(`chapters.${module}.quiz`, form.formState).invalid;
  return (
    <PlanRowDisclosure
      id={`module-${module + 1}-lessons-and-quiz`}
      summary={`Lessons and quiz: ${countLabel(lessons.length, 'lesson')}, ${countLabel(quiz.length, 'question')}`}
      refused={refused}
    >
      {lessons.length === 0 && quiz.length === 0 && (
        <DraftModuleButton form={form} module={module} projectId={projectId} />
      )}
      <ModuleLessons form={form} module={module} />
      <ModuleQuiz form={form} module={module} />
    </PlanRowDisclosure>
  );
}
