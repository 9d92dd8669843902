import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BusyButton } from '@/components/busy-button';
import { ProjectThumbnail } from '@/components/projects/project-thumbnail';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { failureMessage } from '@/lib/api/failure-message';
import { paths } from '@/lib/paths';
import { useSavedItemPages } from '@/lib/saved-items/saved-items';
import { coverStyleLabel } from '@shared/catalog';
import { useCreateProject, useStartDocuments } from '@/lib/projects/projects';
import { firstAssemblyProblem, type AssemblyAction } from './assembly-checks';
import { PickList } from './components/pick-list';
import { SectionOrderList } from './components/section-order-list';
import { sectionPickGroups } from './components/section-pick-groups';
import { groupSectionsByTitle } from './section-groups';

/** Assemble: pick a saved title, content sections and a cover, order the sections, and save or make the PDF. */
export function AssemblePage() {
  const navigate = useNavigate();
  const titlePages = useSavedItemPages('titles');
  const contentPages = useSavedItemPages('content');
  const coverPages = useSavedItemPages('covers');
  const { items: titles } = titlePages;
  const { items: contents } = contentPages;
  const { items: covers } = coverPages;
  const [projectName, setProjectName] = useState('');
  const [titleId, setTitleId] = useState<string | null>(null);
  const [contentIds, setContentIds] = useState<string[]>([]);
  const [coverId, setCoverId] = useState<string | null>(null);
  const [action, setAction] = useState<AssemblyAction | null>(null);
  const saveKey = useRef(crypto.randomUUID());
  const createProject = useCreateProject();
  const startDocuments = useStartDocuments();

  const sectionGroups = sectionPickGroups(groupSectionsByTitle(contents ?? [], titleId));
  // The very rows picked, in the order given: a newer section of the same name never takes a picked one's place.
  const picked = contentIds.flatMap((id) => (contents ?? []).filter((section) => section.id === id));
  const title = titles?.find((item) => item.id === titleId);
  const cover = covers?.find((item) => item.id === coverId);

  const toggleSection = (id: string) =>
    setContentIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  const save = (chosen: AssemblyAction) => {
    if (createProject.isPending || startDocuments.isPending) return;
    const problem = firstAssemblyProblem({ projectName, titleId, contentIds, coverId }, chosen);
    if (problem) {
      toast.error(problem);
      return;
    }
    setAction(chosen);
    // No status is sent: a newly assembled project starts as a draft whichever button made it
    // (docs/product-rules.md R26).
    createProject.mutate(
      {
        title: projectName,
        titleId,
        coverId,
        contentIds: picked.map((section) => section.id),
        saveKey: saveKey.current,
      },
      {
        onSuccess: (project) => {
          saveKey.current = crypto.randomUUID();
          if (chosen === 'draft') {
            toast.success('Draft saved successfully');
            void navigate(paths.savedContent.href());
            return;
          }
          // The project is saved either way; its card on My Saved Content shows how the documents are coming on.
          startDocuments.mutate(
            { projectId: project.id },
            {
              onSuccess: () => toast.success('PDF generation started! You will be notified when it is ready.'),
              onError: (error) => {
                console.error(error);
                toast.error('Product saved but PDF generation failed');
              },
              onSettled: () => void navigate(paths.savedContent.href()),
            },
          );
        },
        onError: (error) => {
          console.error(error);
          toast.error(failureMessage(error));
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Assemble Product</h1>
        <p className="mt-1 text-muted-foreground">
          Pick a title, content sections and a cover from your saved content.
        </p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Tabs defaultValue="title">
          <TabsList className="grid w-full grid-cols-3">
            <TabsTrigger value="title">Title</TabsTrigger>
            <TabsTrigger value="content">Content</TabsTrigger>
            <TabsTrigger value="cover">Cover</TabsTrigger>
          </TabsList>
          <TabsContent value="title">
            <PickList
              label="Saved titles"
              items={titles}
              pages={titlePages}
              isPicked={(id) => id === titleId}
              onPick={(id) => setTitleId((current) => (current === id ? null : id))}
              render={(item) => <span className="pr-6 font-medium">{item.title}</span>}
            />
          </TabsContent>
          <TabsContent value="content">
            <PickList
              label="Saved content sections"
              items={contents}
              groups={sectionGroups}
              pages={contentPages}
              isPicked={(id) => contentIds.includes(id)}
              onPick={toggleSection}
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
              items={covers}
              pages={coverPages}
              className="grid-cols-2 sm:grid-cols-3 xl:grid-cols-4"
              isPicked={(id) => id === coverId}
              onPick={(id) => setCoverId((current) => (current === id ? null : id))}
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

        <Card className="gap-4 p-5 lg:sticky lg:top-20" aria-label="Preview">
          <h2 className="text-lg font-semibold">Preview</h2>
          <div className="space-y-1.5">
            <Label htmlFor="project-name">Project Name</Label>
            <Input
              id="project-name"
              value={projectName}
              onChange={(event) => setProjectName(event.target.value)}
              placeholder="My Product"
            />
          </div>
          <div className="flex gap-3">
            <ProjectThumbnail url={cover?.imageUrl ?? null} alt="Selected cover" className="w-20" />
            <dl className="min-w-0 space-y-1 text-sm wrap-anywhere">
              <dt className="text-muted-foreground">Title</dt>
              <dd className="font-medium">{title?.title ?? 'No title selected'}</dd>
              <dt className="text-muted-foreground">Sections</dt>
              <dd className="font-medium">
                {picked.length} {picked.length === 1 ? 'section' : 'sections'}
              </dd>
            </dl>
          </div>
          {picked.length > 0 && (
            <div className="space-y-2">
              <p className="text-xs text-muted-foreground">Drag to reorder sections for your PDF</p>
              <SectionOrderList
                sections={picked}
                chosenTitleId={titleId}
                onReorder={setContentIds}
                onRemove={toggleSection}
              />
            </div>
          )}
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <BusyButton
              variant="outline"
              busy={createProject.isPending && action === 'draft'}
              disabled={createProject.isPending}
              busyLabel="Saving…"
              onClick={() => save('draft')}
            >
              Save as Draft
            </BusyButton>
            <BusyButton
              busy={createProject.isPending && action === 'pdf'}
              disabled={createProject.isPending}
              busyLabel="Creating…"
              onClick={() => save('pdf')}
            >
              Generate PDF
            </BusyButton>
          </div>
        </Card>
      </div>
    </div>
  );
}
