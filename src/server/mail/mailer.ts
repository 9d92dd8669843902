import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'file' when messages are kept on disk for a local user to open, 'smtp' when they leave the machine. */
  readonly delivery: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file under `<dataDir>/mail/`
 * so that a local install can still follow a reset link.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  const { smtpUrl, from, dataDir, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      delivery: 'smtp',
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
    };
  }
  const mailDir = path.join(dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    delivery: 'file',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(mailDir, { recursive: true });
      // Named by the time it was sent, then a part of its own, so two messages in the same millisecond are two files.
      const sentAt = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(mailDir, `${sentAt}-${randomUUID().slice(0, 8)}-${slugOf(message.to)}.eml`);
      // Written aside and renamed, so a reader of the folder never sees half a message.
      await writeFile(`${file}.part`, info.message);
      await rename(`${file}.part`, file);
      logger.info({ to: message.to, subject: message.subject, file }, 'mail saved to disk');
    },
  };
}

const slugOf = (address: string) => address.toLowerCase().replace(/[^a-z0-9]+/g, '-');
