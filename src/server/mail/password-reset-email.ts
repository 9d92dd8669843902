import type { MailMessage } from './mailer.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function passwordResetEmail(to: string, name: string, link: string): MailMessage {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  return {
    to,
    subject: 'Reset your Infoforge password',
    text: [
      greeting,
      '',
      'We received a request to reset the password of your Infoforge account.',
      `Choose a new password here (the link works once, for one hour):`,
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your Infoforge account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for one hour).</p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p>`,
  };
}
