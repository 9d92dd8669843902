import { ArrowRightIcon, PencilIcon, RefreshCwIcon } from 'lucide-react';
import { paths } from '@/lib/paths';
import { editHref, regenerateHref } from '@/lib/saved-items/saved-item-routes';
import { DetailBullets, DetailList } from './detail-list';
import { FollowUpButton } from './follow-up-button';
import { ItemDialogFrame, type ItemDialogVariantProps } from './item-dialog';
import { useFollowUp } from './use-follow-up';

/** A saved niche: market size, competition, profit potential and demographics. */
export function NicheDialog({ actions, ...props }: ItemDialogVariantProps<'niches'>) {
  const go = useFollowUp(props.onOpenChange);
  return (
    <ItemDialogFrame
      {...props}
      kind="niches"
      typeLabel="Niche"
      heading={(niche) => niche.name}
      details={(niche) => (
        <>
          <DetailList
            fields={[
              { label: 'Market Size', value: niche.marketSize },
              { label: 'Competition', value: niche.competitionLevel },
              { label: 'Profit Potential', value: niche.profitPotential },
              { label: 'Age', value: niche.demographics.age || niche.demographics.ageRange },
              { label: 'Income', value: niche.demographics.income || niche.demographics.incomeLevel },
            ]}
          />
          <DetailBullets label="Pain Points" items={niche.demographics.painPoints} />
        </>
      )}
      actions={
        actions ??
        ((niche) => (
          <>
            <FollowUpButton label="Edit" icon={PencilIcon} to={editHref('niches', niche.id)} go={go} />
            <FollowUpButton
              label="Regenerate Similar"
              icon={RefreshCwIcon}
              to={regenerateHref('niches', niche.id)}
              go={go}
            />
            <FollowUpButton
              label="Use in Product Ideas"
              icon={ArrowRightIcon}
              to={paths.productIdeas.href({ nicheId: niche.id })}
              go={go}
              primary
            />
          </>
        ))
      }
    />
  );
}
