/**
 * Tells the app's other tabs that this one changed the user's data (a save, a delete, documents started), so the
 * screens open there read what they show again instead of keeping a status that is no longer true.
 */
const CHANNEL_NAME = 'infoforge-data';

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);

export function announceDataChange() {
  channel?.postMessage({ type: 'data-changed' });
}

/** Calls `listener` when another tab announces a change; a tab never hears its own announcements. */
export function subscribeToDataChanges(listener: () => void) {
  if (!channel) return () => {};
  const onMessage = (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type === 'data-changed') listener();
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}
