import type { AssemblyAction } from './assembly-checks';
import { AssemblyPickTabs } from './components/assembly-pick-tabs';
import { AssemblyPreview } from './components/assembly-preview';
import { useAssembly } from './hooks/use-assembly';
import { useSaveAssembly } from './hooks/use-save-assembly';

/** Assemble: pick a saved title, content sections and a cover, order the sections, and save or make the PDF. */
export function AssemblePage() {
  const picks = useAssembly();
  const { save, saving } = useSaveAssembly();
  const onSave = (action: AssemblyAction) =>
    save(
      picks.assembly,
      picks.sections.map((section) => section.id),
      action,
    );
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Assemble Product</h1>
        <p className="mt-1 text-muted-foreground">
          Pick a title, content sections and a cover from your saved content.
        </p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <AssemblyPickTabs picks={picks} />
        <AssemblyPreview picks={picks} saving={saving} onSave={onSave} />
      </div>
    </div>
  );
}
