/**
 * Sending mail with nodemailer (docs/accounts.md, mail). With SMTP_URL the shop's mail goes to that
 * server; without it every message is written to DATA_DIR/mail/ as a JSON file (to, subject, text,
 * html, links), which the tests read and a developer can open. Sending never throws at the caller:
 * a failure is logged, because a lost mail must not undo what the customer just did; the answer
 * says whether it went, for the callers that keep what they mail and try again (the contact form).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../config.ts';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Kind of mail, for the outbox file and logs. */
  kind: string;
  /** Extra headers (a newsletter's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Where an answer goes instead of the sender (a contact message: its sender). */
  replyTo?: string;
};

export type OutboxEntry = Mail & { from: string; sentAt: string };

let transport: Transporter | null | undefined;

function smtp(): Transporter | null {
  if (transport !== undefined) return transport;
  const url = config().SMTP_URL;
  transport = url ? nodemailer.createTransport(url) : null;
  return transport;
}

export const outboxDir = (): string => resolve(config().DATA_DIR, 'mail');

/** Sends a mail; true once the SMTP server took it (or the outbox has it), false after a logged failure. */
export async function sendMail(mail: Mail): Promise<boolean> {
  const from = config().MAIL_FROM;
  try {
    const transporter = smtp();
    if (transporter) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
      return true;
    }
    const dir = outboxDir();
    mkdirSync(dir, { recursive: true });
    const entry: OutboxEntry = { ...mail, from, sentAt: new Date().toISOString() };
    const name = `${entry.sentAt.replace(/[:.]/g, '-')}-${mail.kind}-${randomBytes(3).toString('hex')}.json`;
    // Written whole under another name first: a reader of the outbox never sees half a mail.
    const partial = join(dir, `.${name}.partial`);
    writeFileSync(partial, JSON.stringify(entry, null, 2));
    renameSync(partial, join(dir, name));
    return true;
  } catch (err) {
    console.error(`[mail] sending "${mail.kind}" failed:`, err instanceof Error ? err.message : err);
    return false;
  }
}
