import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-client';
import { failureMessage } from '@/lib/api/failure-message';
import type { GenerateContentRequestBody } from '@shared/schemas/content';
import { streamContent } from './generators';

export type StreamStatus = 'idle' | 'streaming' | 'done' | 'stopped' | 'failed';
/** How a generation ended; a failure carries the message to show (the server's, when it answered). */
export type StreamOutcome =
  { kind: 'done' } | { kind: 'stopped' } | { kind: 'failed'; message: string; field: string | undefined };

/**
 * The content being written: the text grows as generate-content streams it and can be edited once it ends.
 * Stopping keeps what was written so far; a failure puts back the text from before. `written` starts it with text
 * written before (e.g. kept over a reload), editable as if its generation had just ended.
 */
export function useContentStream(written?: string) {
  const [text, setText] = useState(written ?? '');
  const [status, setStatus] = useState<StreamStatus>(written === undefined ? 'idle' : 'done');
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = async (
    body: GenerateContentRequestBody,
    onProgress: (text: string) => void,
  ): Promise<StreamOutcome> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const isCurrent = () => running.current === controller;
    const previous = text;
    let written = '';
    setText('');
    setStatus('streaming');
    try {
      for await (const chunk of streamContent(body, controller.signal)) {
        if (!isCurrent()) break;
        written += chunk;
        setText(written);
        onProgress(written);
      }
      if (!isCurrent()) return { kind: 'stopped' };
      setStatus('done');
      return { kind: 'done' };
    } catch (error) {
      if (!isCurrent()) return { kind: 'stopped' };
      if (controller.signal.aborted) {
        setStatus('stopped');
        return { kind: 'stopped' };
      }
      console.error(error);
      setText(previous);
      setStatus('failed');
      return { kind: 'failed', message: failureMessage(error), field: isApiError(error) ? error.field : undefined };
    } finally {
      if (isCurrent()) running.current = null;
    }
  };

  const stop = () => running.current?.abort();

  /** Shows a saved section's text in place of anything being written. */
  const load = (saved: string) => {
    running.current?.abort();
    running.current = null;
    setText(saved);
    setStatus('idle');
  };

  return { text, setText, status, start, stop, load };
}
