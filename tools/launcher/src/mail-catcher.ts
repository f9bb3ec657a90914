// The local mail catcher of `npm start` when no SMTP_URL is set: MailDev, in this process, catching every e-mail the
// services send (confirmations, invitations, reminders) and showing them in its web interface.
import path from 'node:path';
import { findFreePort, portIsFree, repoRoot } from './stack.js';

const LOOPBACK = '127.0.0.1';
/** MailDev's and Mailpit's usual ports, used when free so a bookmarked viewer keeps working. */
const PREFERRED = { smtp: 1025, web: 1080 };

async function portOrFree(preferred: number): Promise<number> {
  return (await portIsFree(preferred)) ? preferred : findFreePort();
}

/**
 * Starts MailDev on 127.0.0.1 (SMTP 1025 and web 1080 when free, other free ports otherwise), keeping mail under
 * .data/mail across restarts. Returns the SMTP URL for the services, the viewer's address, and stop().
 */
export async function startMailCatcher() {
  const { MailDev } = await import('maildev');
  const smtp = await portOrFree(PREFERRED.smtp);
  const web = await portOrFree(PREFERRED.web);
  const maildev = new MailDev({
    smtp,
    web,
    ip: LOOPBACK,
    webIp: LOOPBACK,
    mailDirectory: path.join(repoRoot, '.data', 'mail'),
    maxEmails: 500,
    silent: true,
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://${LOOPBACK}:${smtp}`,
    webUrl: `http://localhost:${web}`,
    stop: () => maildev.stop(),
  };
}
