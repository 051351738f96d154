import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP endpoint standing in for EmailJS or a CRM webhook; its answer can be changed. */
export async function startFakeEndpoint(): Promise<{
  url: string;
  received: ReceivedRequest[];
  answer: (status: number, body?: string, options?: { contentType?: string; delayMs?: number }) => void;
  close: () => Promise<void>;
}> {
  const received: ReceivedRequest[] = [];
  let reply = { status: 200, body: "OK", contentType: "text/plain", delayMs: 0 };
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ url: request.url ?? "", headers: request.headers, body });
      const { status, contentType, delayMs } = reply;
      const send = () => {
        if (!response.destroyed) response.writeHead(status, { "content-type": contentType }).end(reply.body);
      };
      if (delayMs) setTimeout(send, delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer: (status, body = "", options = {}) => {
      reply = { status, body, contentType: options.contentType ?? "text/plain", delayMs: options.delayMs ?? 0 };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
