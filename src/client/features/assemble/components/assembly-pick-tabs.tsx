import { ProjectThumbnail } from '@/components/projects/project-thumbnail';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { coverStyleLabel } from '@shared/catalog';
import type { AssemblyPicks } from '../hooks/use-assembly';
import { groupSectionsByTitle } from '../section-groups';
import { PickList } from './pick-list';
import { sectionPickGroups } from './section-pick-groups';

/** The Title, Content and Cover tabs, each the user's saved items to pick from. */
export function AssemblyPickTabs({ picks }: { picks: AssemblyPicks }) {
  const { lists, assembly } = picks;
  const sectionGroups = sectionPickGroups(groupSectionsByTitle(lists.contents.items ?? [], assembly.titleId));
  return (
    <Tabs defaultValue="title">
      <TabsList className="grid w-full grid-cols-3">
        <TabsTrigger value="title">Title</TabsTrigger>
        <TabsTrigger value="content">Content</TabsTrigger>
        <TabsTrigger value="cover">Cover</TabsTrigger>
      </TabsList>
      <TabsContent value="title">
        <PickList
          label="Saved titles"
          items={lists.titles.items}
          pages={lists.titles}
          isPicked={(id) => id === assembly.titleId}
          onPick={picks.toggleTitle}
          render={(item) => <span className="pr-6 font-medium">{item.title}</span>}
        />
      </TabsContent>
      <TabsContent value="content">
        <PickList
          label="Saved content sections"
          items={lists.contents.items}
          groups={sectionGroups}
          pages={lists.contents}
          isPicked={(id) => assembly.contentIds.includes(id)}
          onPick={picks.toggleSection}
          render={(item) => (
            <>
              <span className="pr-6 font-medium">{item.sectionName}</span>
              <span className="text-xs text-muted-foreground">{item.excerpt}</span>
            </>
          )}
        />
      </TabsContent>
      <TabsContent value="cover">
        <PickList
          label="Saved covers"
          items={lists.covers.items}
          pages={lists.covers}
          className="grid-cols-2 sm:grid-cols-3 xl:grid-cols-4"
          isPicked={(id) => id === assembly.coverId}
          onPick={picks.toggleCover}
          render={(item) => (
            <>
              <ProjectThumbnail
                url={item.imageUrl}
                alt={item.style ? `Cover, ${coverStyleLabel(item.style)}` : 'Cover'}
                className="w-full"
              />
              <span className="text-xs text-muted-foreground">{item.style && coverStyleLabel(item.style)}</span>
            </>
          )}
        />
      </TabsContent>
    </Tabs>
  );
}
