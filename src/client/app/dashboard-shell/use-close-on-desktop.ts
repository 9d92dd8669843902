import { useEffect } from 'react';

const DESKTOP_QUERY = '(min-width: 768px)';

export function useCloseOnDesktop(close: () => void) {
  useEffect(() => {
    const media = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [close]);
}
