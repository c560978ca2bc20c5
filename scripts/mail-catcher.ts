/**
 * `npm run mail-catcher`: an SMTP server on 127.0.0.1 (port 2525, or MAIL_CATCHER_PORT) that
 * takes every e-mail and prints it here instead of delivering it, to watch the demo's messages
 * to parents arrive (README, "Run it"). Plain SMTP, no login, nothing kept.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const PORT = Number(process.env.MAIL_CATCHER_PORT || 2525);

const server = new SMTPServer({
  authOptional: true,
  // Plain SMTP on localhost: no certificate to trust.
  disabledCommands: ['STARTTLS', 'AUTH'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = [mail.to ?? []]
          .flat()
          .map((a) => a.text)
          .join(', ');
        console.log(`\n── ${new Date().toLocaleString()} ──────────────────────────────`);
        console.log(`From:    ${mail.from?.text ?? ''}\nTo:      ${to}\nSubject: ${mail.subject ?? ''}\n`);
        console.log((mail.text ?? '').trim());
        callback();
      })
      .catch(callback);
  },
});
server.on('error', (error) => console.error('mail catcher:', error.message));
server.listen(PORT, '127.0.0.1', () => {
  console.log(
    `Mail catcher on 127.0.0.1:${PORT}: set it as the SMTP host and port in Settings → E-mail notifications (TLS off, no login).`,
  );
  console.log('Every e-mail the server sends is printed here. Ctrl-C to stop.');
});
