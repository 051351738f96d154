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
  answer: (status: number, body?: string) => void;
  close: () => Promise<void>;
}> {
  const received: ReceivedRequest[] = [];
  let reply = { status: 200, body: "OK" };
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ url: request.url ?? "", headers: request.headers, body });
      response.writeHead(reply.status, { "content-type": "text/plain" }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer: (status, body = "") => {
      reply = { status, body };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
