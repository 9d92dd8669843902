import { ArrowRightIcon } from 'lucide-react';
import { ListingCard } from '@/components/listing/listing-card';
import { Button } from '@/components/ui/button';
import { StepHeader } from '../components/step-header';

interface ListingStepProps {
  projectId: string | null;
  onOpenProduct: () => void;
}

/** Step 7: the product's listing, what a store asks for besides the files; then on to the product's page. */
export function ListingStep({ projectId, onOpenProduct }: ListingStepProps) {
  return (
    <div className="grid gap-5">
      <StepHeader
        title="Write your listing"
        description="What a store asks for besides the files: description, keywords, categories, tags and KDP's AI questions."
      />
      {projectId && <ListingCard projectId={projectId} />}
      <Button className="justify-self-end" onClick={onOpenProduct}>
        Open product
        <ArrowRightIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
