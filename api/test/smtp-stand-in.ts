// A mail server on a loopback port for the tests that need one outside the process (a kill -9 in
// the middle of a news send): it speaks the SMTP a client needs to hand over a message (RFC 5321:
// greeting, EHLO, MAIL, RCPT, DATA, QUIT; no STARTTLS, no AUTH) and keeps every message handed
// over, so a copy sent twice shows as two. `answerDelayMs` holds each message's final reply, as a
// busy mail server does, so a kill finds messages in flight.
import net from 'node:net';

export interface HandedMail {
  to: string[];
  text: string;
}

export async function startSmtpStandIn(opts: { answerDelayMs?: number } = {}) {
  const mails: HandedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    let data: string[] = [];
    const reply = (line: string) => socket.writable && socket.write(`${line}\r\n`);
    reply('220 stand-in ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          inData = false;
          const mail = { to, text: data.join('\n') };
          to = [];
          data = [];
          setTimeout(() => {
            // Kept only once answered: a message whose reply never went was not handed over.
            if (!socket.writable) return;
            mails.push(mail);
            reply('250 queued');
          }, opts.answerDelayMs ?? 0);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 stand-in');
        else if (verb === 'MAIL') reply('250 ok');
        else if (verb === 'RCPT') {
          to.push(line.match(/<([^>]*)>/)?.[1] ?? '');
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with .');
        } else if (verb === 'RSET') {
          to = [];
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (verb === 'NOOP') reply('250 ok');
        else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
