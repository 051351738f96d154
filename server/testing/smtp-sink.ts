import type { AddressInfo } from "node:net";
import { createServer, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT */
  url: string;
  /** Every message received, raw, in arrival order (before the answer to it). */
  messages: string[];
  /** When each of `messages` arrived (performance.now()). */
  arrivals: number[];
  close(): Promise<void>;
}

/**
 * A local mail server for delivery tests and benchmarks. `replyDelayMs` holds the answer to
 * each message (a slow server doing its checks) after the whole message has arrived.
 */
export async function startSmtpSink({ replyDelayMs = 0 }: { replyDelayMs?: number } = {}): Promise<SmtpSink> {
  const messages: string[] = [];
  const arrivals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // Its speed must not depend on this host's DNS resolver. It still greets each new
    // connection only after 100 ms (its early-talker check), which caps one-connection-per-mail senders.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk) => (data += chunk));
      stream.on("end", () => {
        // Recorded on arrival, so a second copy shows at once even while the first waits for its answer.
        messages.push(data);
        arrivals.push(performance.now());
        if (replyDelayMs) setTimeout(() => callback(), replyDelayMs).unref();
        else callback();
      });
    },
  });
  // A sender killed mid-connection resets its socket; without a listener that error would end
  // the test process.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    arrivals,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A mail server that accepts connections and never says a word: every attempt waits for its timeout. */
export async function startHangingSmtp(): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The inquiry a raw mail is about, from its text part's "Reference:" line, and its Message-ID.
 * The body is quoted-printable and nodemailer wraps it with soft line breaks ("=" at a line's
 * end), which can split the id: they are joined first.
 */
export function readMail(raw: string): { reference: string | undefined; messageId: string | undefined } {
  const headerEnd = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, headerEnd).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(headerEnd).replace(/=\r?\n/g, "");
  return {
    reference: /^Reference: (\S+?)\r?$/m.exec(body)?.[1],
    messageId: /^Message-ID:\s*(\S+)\s*$/im.exec(headers)?.[1],
  };
}

/** The `Reference:` line of an inquiry mail: the inquiry's public id. */
export function referenceOf(mail: string): string | undefined {
  return readMail(mail).reference;
}
