import { readFile } from "node:fs/promises";

/** One line of nginx's access log in the "site" format of deploy/nginx/nginx.conf. */
export interface AccessLogEntry {
  address: string;
  request: string;
  status: number;
  /** The instances tried, in order; the last one answered. */
  upstreams: string[];
}

const line = /^(\S+) "([^"]*)" (\d+) .* upstream="([^"]*)"/;

export async function readAccessLog(file: string): Promise<AccessLogEntry[]> {
  const text = await readFile(file, "utf8").catch(() => "");
  return text.split("\n").flatMap((entry) => {
    const match = line.exec(entry);
    if (!match) return [];
    const [, address = "", request = "", status = "0", upstreams = ""] = match;
    return [{ address, request, status: Number(status), upstreams: upstreams === "-" ? [] : upstreams.split(", ") }];
  });
}
