import type { Logger } from '../logger.js';
import { emailVerificationEmail } from '../mail/email-verification-email.js';
import { existingAccountEmail } from '../mail/existing-account-email.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import { passwordResetEmail } from '../mail/password-reset-email.js';

interface AuthMailOptions {
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
}

/** A user better-auth asks us to write to. */
interface Recipient {
  user: { id: string; email: string; name: string };
}

/** The mail better-auth asks the app to send: a password reset link, a taken address's notice, a confirmation link. */
export function authMail({ mailer, logger, baseUrl }: AuthMailOptions) {
  /**
   * Sends a message off the request path, so an answer takes as long, and reads the same, whether or not an
   * address has an account. With mail kept on disk, the link is logged for a local user to follow.
   */
  const deliver = (message: MailMessage, log: { userId: string; link: string }) => {
    if (mailer.delivery === 'file') logger.info(log, message.subject);
    void mailer
      .send(message)
      .catch((error: unknown) =>
        logger.error({ err: error, userId: log.userId }, `could not send: ${message.subject}`),
      );
    return Promise.resolve();
  };

  return {
    sendResetPassword: ({ user, token }: Recipient & { token: string }) => {
      const link = `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
      return deliver(passwordResetEmail(user.email, user.name, link), { userId: user.id, link });
    },
    // With confirmation on, signing up with a taken address answers like a new sign-up (nobody learns which
    // addresses have accounts) and tells the owner instead.
    onExistingUserSignUp: ({ user }: Recipient) => {
      const links = { login: `${baseUrl}/login`, resetPassword: `${baseUrl}/forgot-password` };
      return deliver(existingAccountEmail(user.email, user.name, links), { userId: user.id, link: links.login });
    },
    sendVerificationEmail: ({ user, url }: Recipient & { url: string }) => {
      // Whichever page asked (sign-up, or a sign-in before confirming), the confirmed user lands on the dashboard.
      const link = new URL(url);
      link.searchParams.set('callbackURL', '/dashboard');
      return deliver(emailVerificationEmail(user.email, user.name, link.href), { userId: user.id, link: link.href });
    },
  };
}
