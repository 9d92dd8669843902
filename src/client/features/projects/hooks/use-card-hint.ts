import { useEffect } from 'react';
import { toast } from 'sonner';

/** Remembers in this browser that the hint was shown (docs/product-rules.md R30: a one-time hint). */
const HINT_SHOWN_KEY = 'projectPageHintShown';
const HINT_DURATION_MS = 5_000;

function hintShownBefore() {
  try {
    if (window.localStorage.getItem(HINT_SHOWN_KEY)) return true;
    window.localStorage.setItem(HINT_SHOWN_KEY, 'true');
    return false;
  } catch {
    // Storage refused (private mode): show the hint, it cannot be remembered.
    return false;
  }
}

/** Once the project is shown, the first time in this browser: 'Click on any card to edit or regenerate that component'. */
export function useCardHint(ready: boolean) {
  useEffect(() => {
    if (!ready || hintShownBefore()) return;
    toast.info('Click on any card to edit or regenerate that component', { duration: HINT_DURATION_MS });
  }, [ready]);
}
