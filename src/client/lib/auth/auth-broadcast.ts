const CHANNEL_NAME = 'infoforge-auth';

export type AuthChange = 'signed-in' | 'signed-out';

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);

function isAuthChange(value: unknown): value is AuthChange {
  return value === 'signed-in' || value === 'signed-out';
}

export function announceAuthChange(change: AuthChange) {
  channel?.postMessage({ type: change });
}

export function subscribeToAuthChanges(listener: (change: AuthChange) => void) {
  if (!channel) return () => {};
  const onMessage = (event: MessageEvent<{ type?: unknown } | null>) => {
    const type = event.data?.type;
    if (isAuthChange(type)) listener(type);
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}
