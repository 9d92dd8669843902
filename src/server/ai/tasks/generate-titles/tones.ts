import type { TitleTone } from '../../../../shared/catalog.js';

/** What each tone asks of a title. */
export const TONE_GUIDANCE: Record<TitleTone, string> = {
  professional: 'clear, credible and benefit-led; plain words a busy buyer trusts, no hype',
  casual: 'relaxed and conversational, as a friend would say it; light, simple words',
  urgent: 'time-bound and action-driving: a deadline, a cost of waiting or a fast result, without false claims',
  friendly: 'warm and encouraging; speaks to the reader as "you" and lowers the barrier to start',
  authoritative: 'expert and definitive: the complete, proven method, confident without exaggeration',
  inspiring: 'uplifting and aspirational: the change the reader will feel, grounded in a concrete result',
  playful: 'witty and light: wordplay, a wink or a surprising twist, while still saying what the product is',
};
