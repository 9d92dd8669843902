import { DownloadIcon, SquareIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EditorPreviewTab, EditorTabs, EditorTabsList, EditorWriteTab } from '@/components/markdown/editor-tabs';
import { SaveButton } from '@/components/saved-items/save-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { countLabel } from '@/lib/count-label';
import { WORDS_PER_MINUTE } from '@shared/catalog';
import { countWords } from '@shared/count-words';
import type { StreamStatus } from '@/lib/generation/use-content-stream';

interface ContentEditorProps {
  text: string;
  onTextChange: (text: string) => void;
  status: StreamStatus;
  onStop: () => void;
  saveAction: 'save' | 'update';
  saving: boolean;
  saved: boolean;
  onSave: () => void;
  onDownload: () => void;
}

const CONTENT_ROWS = 20;

function StatusLine({ status, words }: { status: StreamStatus; words: number }) {
  if (status === 'streaming') {
    return (
      <span className="flex items-center gap-2 text-primary">
        <Spinner />
        Writing… {countLabel(words, 'word')}
      </span>
    );
  }
  const length = `${countLabel(words, 'word')} · about ${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
  return <span>{status === 'stopped' ? `Stopped early: ${length}` : length}</span>;
}

/**
 * The section's markdown: written live while it streams, then editable (or previewed, author notes drawn as notes),
 * saved and downloaded from here.
 */
export function ContentEditor({
  text,
  onTextChange,
  status,
  onStop,
  saveAction,
  saving,
  saved,
  onSave,
  onDownload,
}: ContentEditorProps) {
  const streaming = status === 'streaming';
  const area = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (streaming && area.current) area.current.scrollTop = area.current.scrollHeight;
  }, [streaming, text]);

  useEffect(() => {
    if (status === 'idle' && area.current) area.current.scrollTop = 0;
  }, [status]);

  const empty = text.trim() === '';
  return (
    <Card className="gap-0 py-0">
      <EditorTabs className="gap-0">
        <div className="flex min-h-14 flex-wrap items-center justify-between gap-3 border-b px-5 py-2.5">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            <StatusLine status={status} words={countWords(text)} />
          </p>
          <div className="flex items-center gap-2">
            {streaming && (
              <Button variant="outline" size="sm" onClick={onStop}>
                <SquareIcon className="fill-current" aria-hidden="true" />
                Stop
              </Button>
            )}
            <EditorTabsList />
          </div>
        </div>
        <div className="p-3 sm:p-4">
          <EditorWriteTab>
            <Label htmlFor="generated-content" className="sr-only">
              Generated content
            </Label>
            <Textarea
              id="generated-content"
              ref={area}
              rows={CONTENT_ROWS}
              readOnly={streaming}
              value={text}
              onChange={(event) => onTextChange(event.target.value)}
              className="resize-y font-mono text-[13px] leading-relaxed md:text-[13px]"
            />
          </EditorWriteTab>
          <EditorPreviewTab markdown={text} />
        </div>
      </EditorTabs>
      <div className="flex flex-wrap items-center gap-2 border-t px-5 py-3">
        <SaveButton action={saveAction} saving={saving} saved={saved} onClick={onSave} disabled={streaming || empty} />
        <Button variant="outline" size="sm" onClick={onDownload} disabled={streaming || empty}>
          <DownloadIcon aria-hidden="true" />
          Download
        </Button>
      </div>
    </Card>
  );
}
