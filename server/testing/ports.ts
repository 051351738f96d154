import { createServer, type Server } from "node:net";

/** `count` different free ports on 127.0.0.1, each held until all are found. */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let n = 0; n < count; n++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", resolve);
      });
    }
    return servers.map((server) => {
      const address = server.address();
      if (typeof address !== "object" || !address) throw new Error("could not find a free port");
      return address.port;
    });
  } finally {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
}

/** One free port on 127.0.0.1. */
export async function freeLoopbackPort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}
