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
 * .data/mail across restarts. Returns as soon as the ports are chosen, with the SMTP URL for the services, the
 * viewer's address, `listening` (MailDev loads and starts meanwhile, about two seconds, while the services start:
 * their mail sender retries until SMTP answers) and stop().
 */
export async function startMailCatcher() {
  const smtp = await portOrFree(PREFERRED.smtp);
  const web = await portOrFree(PREFERRED.web);
  const maildev = import('maildev').then(async ({ MailDev }) => {
    const server = new MailDev({
      smtp,
      web,
      ip: LOOPBACK,
      webIp: LOOPBACK,
      mailDirectory: path.join(repoRoot, '.data', 'mail'),
      maxEmails: 500,
      silent: true,
    });
    await server.start();
    return server;
  });
  return {
    smtpUrl: `smtp://${LOOPBACK}:${smtp}`,
    webUrl: `http://localhost:${web}`,
    listening: maildev.then(() => undefined),
    stop: async () => (await maildev).stop(),
  };
}
