import { useCallback, useEffect, useRef, useState } from 'react';
import { useBeforeUnload } from 'react-router';
import type { UnsavedSection } from '../wizard-draft';

/** How long typing pauses before the section is written to the browser's copy of the draft. */
const KEEP_AFTER_MS = 400;

/**
 * Keeps the content step's unsaved section as the creator types: written to the draft once typing pauses, and at
 * once when the page goes away or the step is left, so a reload finds it. A section that could not be kept (too
 * long, or the browser's storage refused it) makes the page ask before it is left.
 */
export function useKeptUnsavedSection(
  section: UnsavedSection | null,
  keep: (section: UnsavedSection | null) => boolean,
) {
  const [kept, setKept] = useState(true);
  const pending = useRef<UnsavedSection | null | undefined>(undefined);
  const keepRef = useRef(keep);
  useEffect(() => {
    keepRef.current = keep;
  }, [keep]);

  /** Writes the section waiting to be kept, if any; answers whether it was kept (undefined: none waited). */
  const flush = useCallback(() => {
    if (pending.current === undefined) return undefined;
    const next = pending.current;
    pending.current = undefined;
    const written = keepRef.current(next);
    setKept(written);
    return written;
  }, []);

  useEffect(() => {
    pending.current = section;
    const timer = window.setTimeout(flush, KEEP_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [section, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        const written = flush() ?? kept;
        if (!written && section) event.preventDefault();
      },
      [flush, kept, section],
    ),
  );
}
