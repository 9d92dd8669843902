import type { AiProviderName } from '../../ai/index.js';
import { OFFLINE_WRITER } from '../sections/content-writer.js';

/** The providers by the names their makers give them. */
const PROVIDER_NAMES: Record<Exclude<AiProviderName, 'offline'>, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
  'openai-compatible': 'OpenAI-compatible server',
};

const isProviderName = (name: string): name is keyof typeof PROVIDER_NAMES => Object.hasOwn(PROVIDER_NAMES, name);

/**
 * A recorded writer ('offline' or '<provider>/<model>') as a store's "which AI tool" field names it:
 * 'openai/gpt-4o-mini' is 'OpenAI gpt-4o-mini', a model an OpenAI-compatible server serves is named with the server.
 */
export function toolName(writer: string): string {
  if (writer === OFFLINE_WRITER) return 'Infoforge built-in writer';
  const slash = writer.indexOf('/');
  if (slash < 0) return writer;
  const provider = writer.slice(0, slash);
  const model = writer.slice(slash + 1);
  if (!isProviderName(provider)) return `${provider} ${model}`;
  if (provider === 'openai-compatible') return `${model} (${PROVIDER_NAMES[provider]})`;
  return `${PROVIDER_NAMES[provider]} ${model}`;
}
