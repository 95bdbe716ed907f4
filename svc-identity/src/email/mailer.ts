import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@fff/service-kit';
import nodemailer from 'nodemailer';
import type { IdentityConfig } from '../config';

/** One outgoing message; `link` is the action link (also logged in outbox mode). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  kind: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter mails. */
  headers?: Record<string, string>;
}

/** Sends account emails. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_HOST is set; otherwise one JSON file per message in MAIL_OUTBOX_DIR, with the link logged. */
export function createMailer(config: IdentityConfig, logger: Logger): Mailer {
  if (config.SMTP_HOST) {
    const transport = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : undefined,
    });
    return {
      async send({ to, subject, text, html, headers }) {
        await transport.sendMail({ from: config.MAIL_FROM, to, subject, text, html, headers });
      },
    };
  }
  // Config already refuses this; the mailer refuses too, so no code path can log live links in production.
  if (config.NODE_ENV === 'production') throw new Error('SMTP_HOST is required in production');
  const dir = config.MAIL_OUTBOX_DIR;
  return {
    async send(message) {
      const sentAt = new Date().toISOString();
      await fs.mkdir(dir, { recursive: true });
      // Keep the file name portable: no path separators from the address.
      const safeTo = message.to.replace(/[^A-Za-z0-9@._+-]/g, '_');
      const file = path.join(dir, `${sentAt}-${message.kind}-${safeTo}.json`);
      // Write then rename, so a reader polling the folder never sees a half-written file.
      await fs.writeFile(`${file}.part`, JSON.stringify({ ...message, sentAt }, null, 2));
      await fs.rename(`${file}.part`, file);
      logger.info(
        { to: message.to, kind: message.kind, link: message.link, file },
        `email (outbox): ${message.link}`,
      );
    },
  };
}

/** Send without making the caller wait (answers must not reveal timing); failures are logged. */
export function sendInBackground(mailer: Mailer, logger: Logger, message: MailMessage): void {
  mailer
    .send(message)
    .catch((err: unknown) => logger.error({ err, kind: message.kind }, 'email could not be sent'));
}
