import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

type MailAttachment = { filename: string; content: string; contentType: string };
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  attachments?: MailAttachment[];
};
export type Mailer = { send(mail: OutgoingMail): Promise<void> };

type MailerOptions = {
  db: Database;
  from: string;
  smtpUrl?: string;
  /** Where mail goes when there is no SMTP server; standard output by default. */
  print?: (text: string) => void;
  /** The site's name and contact address as the administrator set them, read at each delivery. */
  site?: () => { siteName: string; contactEmail: string };
};

/** The address part of `Name <address>` (or the whole text when it is a bare address). */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** The sender: the site's current name over MAIL_FROM's address; replies go to its contact address. */
function senderOf(from: string, site: MailerOptions['site']) {
  if (!site) return { from, replyTo: undefined };
  const { siteName, contactEmail } = site();
  const name = siteName.replace(/["\\\r\n]/g, '');
  return { from: `"${name}" <${addressOf(from)}>`, replyTo: contactEmail || undefined };
}

/**
 * Every message is kept in mail_outbox. With SMTP_URL it is sent with nodemailer; without, it is
 * printed in full (links included) so a laptop with no mail server can still verify an address.
 */
export function createMailer({
  db,
  from,
  smtpUrl,
  print = (t) => process.stdout.write(t),
  site,
}: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const sender = senderOf(from, site);
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          kind: mail.kind,
        })
        .returning({ id: mailOutbox.id });
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({
            from: sender.from,
            ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(mail.attachments ? { attachments: mail.attachments } : {}),
          });
        } catch (err) {
          error = err instanceof Error ? err.message : String(err);
        }
      } else {
        print(
          `\n===== mail (no SMTP_URL set; printed instead of sent) =====\nFrom: ${sender.from}${sender.replyTo ? `\nReply-To: ${sender.replyTo}` : ''}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n${(mail.attachments ?? []).map((a) => `[attached: ${a.filename}]\n`).join('')}===== end of mail =====\n`,
        );
      }
      await db
        .update(mailOutbox)
        .set(error ? { error } : { sentAt: new Date() })
        .where(eq(mailOutbox.id, row!.id));
      if (error) throw new Error(`Could not send mail to ${mail.to}: ${error}`);
    },
  };
}
