import { useState } from 'react';
import { useContentStream } from '@/lib/generation/use-content-stream';
import type { ContentRequest } from '../content-body';

/**
 * The section in the editor: its text as generate-content streams it (then editable), the request it was written
 * from, which its save keeps as its source, and whether this text is the one saved.
 */
export function useWrittenSection() {
  const stream = useContentStream();
  const [savedText, setSavedText] = useState<string | null>(null);
  /** The text of the saved section opened for editing, as it was opened. */
  const [openedText, setOpenedText] = useState<string | null>(null);
  const [lastRequest, setLastRequest] = useState<ContentRequest>();
  /** The key the text's save goes by: new for each text saved. */
  const [saveKey, setSaveKey] = useState(() => crypto.randomUUID());

  return {
    stream,
    saveKey,
    /** The request behind the text as a save sends it; none for a text opened from a saved section. */
    source: lastRequest && {
      titleId: lastRequest.titleId,
      ideaId: lastRequest.ideaId,
      generationInput: lastRequest.body,
    },
    saved: stream.status !== 'streaming' && savedText === stream.text,
    /** Text written or edited here and not saved: leaving the page would lose it. */
    unsaved: stream.text.trim() !== '' && stream.text !== savedText && stream.text !== openedText,
    /** The text was written (in full or until stopped) from `request`. */
    writtenFrom: (request: ContentRequest) => {
      setLastRequest(request);
      setSaveKey(crypto.randomUUID());
    },
    /** A saved section was opened; an edit puts its text in the editor, not yet saved again. */
    opened: (text: string, kind: 'edit' | 'regenerate') => {
      setLastRequest(undefined);
      if (kind === 'edit') {
        stream.load(text);
        setSavedText(null);
        setOpenedText(text);
      }
    },
    /** `text` was saved: a later save is a new one. */
    savedAs: (text: string) => {
      setSavedText(text);
      setSaveKey(crypto.randomUUID());
    },
  };
}

export type WrittenSection = ReturnType<typeof useWrittenSection>;
