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
};

/**
 * Every message is kept in mail_outbox. With SMTP_URL it is sent with nodemailer; without, it is
 * printed in full (links included) so a laptop with no mail server can still verify an address.
 */
export function createMailer({
  db,
  from,
  smtpUrl,
  print = (t) => process.stdout.write(t),
}: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
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
            from,
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
          `\n===== mail (no SMTP_URL set; printed instead of sent) =====\nFrom: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n${(mail.attachments ?? []).map((a) => `[attached: ${a.filename}]\n`).join('')}===== end of mail =====\n`,
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
