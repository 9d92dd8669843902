import { PageSpinner } from '@/components/page-spinner';
import { useWizard } from './hooks/use-wizard';
import { ContentStep } from './steps/content-step';
import { CoverStep } from './steps/cover-step';
import { IdeaStep } from './steps/idea-step';
import { NicheStep } from './steps/niche-step';
import { ReviewStep } from './steps/review-step';
import { TitleStep } from './steps/title-step';
import { WizardNav } from './components/wizard-nav';
import { WizardProgress } from './components/wizard-progress';
import { canStepForward, LAST_STEP, WIZARD_STEPS, type WizardDraft } from './wizard-draft';

type Wizard = ReturnType<typeof useWizard>;

function CurrentStep({ wizard, draft }: { wizard: Wizard; draft: WizardDraft }) {
  const { nicheId, ideaId, titleId, contentIds } = draft.selections;
  switch (draft.currentStep) {
    case 1:
      return (
        <NicheStep
          nicheId={nicheId}
          onSkip={wizard.skip}
          onChosen={(niche) => wizard.complete(1, { nicheId: niche.id })}
        />
      );
    case 2:
      return (
        <IdeaStep
          nicheId={nicheId}
          productType={draft.productType}
          onSkip={wizard.skip}
          onChosen={(idea) => wizard.complete(2, { ideaId: idea.id }, { productType: idea.productType })}
        />
      );
    case 3:
      return (
        <TitleStep
          ideaId={ideaId}
          onChosen={(title) => wizard.complete(3, { titleId: title.id }, { title: title.title })}
        />
      );
    case 4:
      return (
        <ContentStep
          projectId={draft.draftProjectId}
          titleId={titleId}
          ideaId={ideaId}
          productType={draft.productType}
          contentIds={contentIds}
          unsavedSection={draft.unsavedSection}
          onUnsavedChange={wizard.keepUnsavedSection}
          onAdded={wizard.addSection}
          onRemoved={wizard.removeSection}
          onBookProgress={wizard.followProjectSections}
          onContinue={wizard.finishContent}
        />
      );
    case 5:
      return <CoverStep titleId={titleId} onChosen={(cover) => wizard.complete(5, { coverId: cover.id })} />;
    default:
      return <ReviewStep draft={draft} finishing={wizard.finishing} onFinish={wizard.finish} />;
  }
}

/** /dashboard/create: the six-step wizard that chains the generators into one project (docs/product-rules.md R32). */
export function CreateProjectPage() {
  const wizard = useWizard();
  const { draft } = wizard;
  if (!draft) return <PageSpinner />;
  const step = WIZARD_STEPS[draft.currentStep - 1];

  return (
    <div className="space-y-6 wrap-anywhere">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Create New Product</h1>
        <p className="mt-1 text-muted-foreground">
          Step {draft.currentStep} of {LAST_STEP}: {step?.label}
          {step?.optional && ' (optional)'}
        </p>
      </header>
      <WizardProgress draft={draft} />
      <WizardNav
        currentStep={draft.currentStep}
        canForward={canStepForward(draft)}
        onBack={wizard.back}
        onForward={wizard.forward}
        onSaveAndExit={() => void wizard.saveAndExit()}
      />
      <CurrentStep wizard={wizard} draft={draft} />
    </div>
  );
}
