import { ArrowRightIcon, PencilIcon, RefreshCwIcon } from 'lucide-react';
import { paths } from '@/lib/paths';
import { editHref, regenerateHref } from '@/lib/saved-items/saved-item-routes';
import { DetailBullets, DetailList } from './detail-list';
import { FollowUpButton } from './follow-up-button';
import { ItemDialogFrame, type ItemDialogVariantProps } from './item-dialog';
import { useFollowUp } from './use-follow-up';

/** A saved product idea: concept, target audience, unique selling points and suggested modules. */
export function IdeaDialog({ actions, ...props }: ItemDialogVariantProps<'ideas'>) {
  const go = useFollowUp(props.onOpenChange);
  return (
    <ItemDialogFrame
      {...props}
      kind="ideas"
      typeLabel="Product Idea"
      heading={(idea) => idea.concept}
      details={(idea) => (
        <>
          <DetailList
            fields={[
              { label: 'Concept', value: idea.concept },
              { label: 'Target Audience', value: idea.targetAudience },
            ]}
          />
          <DetailBullets label="Unique Selling Points" items={idea.sellingPoints} />
          <DetailBullets label="Suggested Modules" items={idea.modules} />
        </>
      )}
      actions={
        actions ??
        ((idea) => (
          <>
            <FollowUpButton label="Edit" icon={PencilIcon} to={editHref('ideas', idea.id)} go={go} />
            <FollowUpButton
              label="Regenerate Similar"
              icon={RefreshCwIcon}
              to={regenerateHref('ideas', idea.id)}
              go={go}
            />
            <FollowUpButton
              label="Generate Titles"
              icon={ArrowRightIcon}
              to={paths.titleGenerator.href({ ideaId: idea.id })}
              go={go}
              primary
            />
          </>
        ))
      }
    />
  );
}
