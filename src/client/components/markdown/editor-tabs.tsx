import type { ComponentProps, ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { SectionPreview } from './section-preview';

/** The two views of an editor, for a form that turns back to the editor to show a message on the text. */
export const EDITOR_VIEWS = { write: 'write', preview: 'preview' } as const;

/**
 * A section's text editor with a Preview beside it: the editor keeps the raw markdown (author notes as their
 * `:::note` markers, for the creator to edit); the preview draws it, notes as notes.
 */
export function EditorTabs(props: Omit<ComponentProps<typeof Tabs>, 'defaultValue'>) {
  return <Tabs defaultValue={EDITOR_VIEWS.write} {...props} />;
}

/** The switch between the editor and the preview. */
export function EditorTabsList({ className }: { className?: string }) {
  return (
    <TabsList aria-label="Show the text as" className={cn('h-9 shrink-0', className)}>
      <TabsTrigger value={EDITOR_VIEWS.write} className="h-7">
        Write
      </TabsTrigger>
      <TabsTrigger value={EDITOR_VIEWS.preview} className="h-7">
        Preview
      </TabsTrigger>
    </TabsList>
  );
}

/** The editor: kept in the page while the preview shows, so its scroll position and undo history stay. */
export function EditorWriteTab({ children }: { children: ReactNode }) {
  return (
    <TabsContent value={EDITOR_VIEWS.write} forceMount className="data-[state=inactive]:hidden">
      {children}
    </TabsContent>
  );
}

/** The preview, about as tall as the editor it stands for. */
export function EditorPreviewTab({ markdown }: { markdown: string }) {
  return (
    <TabsContent
      value={EDITOR_VIEWS.preview}
      className="h-[28rem] overflow-y-auto rounded-lg border bg-background p-4 focus-visible:ring-[3px] focus-visible:ring-ring/40"
    >
      <SectionPreview markdown={markdown} />
    </TabsContent>
  );
}
