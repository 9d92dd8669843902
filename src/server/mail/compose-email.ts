import type { MailMessage } from './mailer.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export interface EmailParts {
  to: string;
  subject: string;
  /** The recipient's name for the greeting; empty for a plain 'Hi,'. */
  name: string;
  /** What happened, before the links. */
  intro: string;
  /** The links the message offers, each with what it does. */
  actions: { label: string; url: string }[];
  /** What to do if the recipient did not ask for this. */
  outro: string;
}

/** One plain-text and one HTML body from the same parts; every user-supplied value is escaped in the HTML. */
export function composeEmail({ to, subject, name, intro, actions, outro }: EmailParts): MailMessage {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    to,
    subject,
    text: [greeting, '', intro, '', ...actions.flatMap(({ label, url }) => [`${label}:`, url, '']), outro].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      ...actions.map(({ label, url }) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`),
      `<p>${escapeHtml(outro)}</p>`,
    ].join('\n'),
  };
}
