import { setTimeout as sleep } from "node:timers/promises";
import { INQUIRIES_API_PATH } from "../../app/api-contract";
import { readAccessLog } from "./access-log";
import { type Endpoint, header, send } from "./http";
import { type InquiryOutcome, postInquiry } from "./inquiry-load";

/**
 * The per-address limit on inquiries holds across instances (REDIS_URL): one visitor's
 * requests, spread over both, are counted together.
 */
const RATE_LIMIT_MESSAGE =
  /^You have sent several messages in a short time\. Please try again in \d+ minute\(s\), or email us at \S+@\S+\.$/;

export interface RateLimitReport {
  /** Statuses of max + 1 inquiries from one address through nginx. */
  throughProxy: number[];
  /** The instances nginx sent them to (upstream addresses from its access log). */
  upstreams: string[];
  /** Statuses straight to instance 1, then 2, as one client behind the trusted proxy. */
  direct: number[];
  /** The acknowledged inquiries, for the delivery check. */
  acknowledged: InquiryOutcome[];
  problems: string[];
}

interface Target {
  to: Endpoint;
  /** Source address, when sent through the proxy. */
  address?: string;
  /** X-Forwarded-For, when sent straight to an instance (from the trusted proxy's address). */
  forwardedFor?: string;
}

async function sendOne(target: Target, key: string, siteUrl: string) {
  const answer = await postInquiry({
    to: target.to,
    key,
    siteUrl,
    address: target.address,
    headers: target.forwardedFor ? { "x-forwarded-for": target.forwardedFor } : {},
  });
  let body: { id?: string; message?: string } = {};
  try {
    body = JSON.parse(answer.body.toString("utf8"));
  } catch {}
  return { status: answer.status, id: body.id, message: body.message ?? "", retryAfter: header(answer, "retry-after") };
}

/** The instances that answered the inquiries from `address`, from nginx's access log. */
async function upstreamsOf(accessLog: string, address: string): Promise<string[]> {
  const entries = (await readAccessLog(accessLog)).filter(
    (entry) => entry.address === address && entry.request.startsWith(`POST ${INQUIRIES_API_PATH}`),
  );
  return [...new Set(entries.flatMap((entry) => entry.upstreams.slice(-1)))].sort();
}

/**
 * nginx leaves an instance out for fail_timeout (10 s) after it failed: waits until two
 * requests in a row are answered by different instances again.
 */
async function bothInstancesInUse(nginx: Endpoint, accessLog: string, timeoutMs: number): Promise<boolean> {
  const began = performance.now();
  while (performance.now() - began < timeoutMs) {
    for (let n = 0; n < 2; n++) await send({ ...nginx, path: "/healthz" });
    const [a, b] = (await readAccessLog(accessLog))
      .filter((entry) => entry.request.startsWith("GET /healthz"))
      .slice(-2);
    if (a?.upstreams.length === 1 && b?.upstreams.length === 1 && a.upstreams[0] !== b.upstreams[0]) return true;
    await sleep(250);
  }
  return false;
}

export async function checkSharedRateLimit({
  nginx,
  appPorts,
  max,
  siteUrl,
  keyPrefix,
  accessLog,
}: {
  nginx: Endpoint;
  appPorts: readonly [number, number];
  max: number;
  siteUrl: string;
  keyPrefix: string;
  accessLog: string;
}): Promise<RateLimitReport> {
  const problems: string[] = [];
  const acknowledged: InquiryOutcome[] = [];
  let n = 0;

  const series = async (label: string, targets: Target[]) => {
    const statuses: number[] = [];
    for (const [index, target] of targets.entries()) {
      const key = `${keyPrefix}${n++}`;
      const answer = await sendOne(target, key, siteUrl);
      statuses.push(answer.status);
      const last = index === targets.length - 1;
      if (!last && answer.status >= 200 && answer.status < 300) {
        acknowledged.push({
          key,
          address: target.address ?? "127.0.0.1",
          attempts: 1,
          status: answer.status,
          id: answer.id,
          sentAtMs: 0,
        });
      } else if (!last) {
        problems.push(
          `${label}: request ${index + 1} of ${targets.length} answered ${answer.status}, before the limit`,
        );
      } else if (answer.status !== 429 || !RATE_LIMIT_MESSAGE.test(answer.message) || !answer.retryAfter) {
        problems.push(
          `${label}: request ${index + 1} (over the limit of ${max}) answered ${answer.status} ` +
            `"${answer.message}" (retry-after "${answer.retryAfter}"), expected 429 with the limit message`,
        );
      }
    }
    return statuses;
  };

  // A visitor whose requests nginx spreads round robin over both instances.
  if (!(await bothInstancesInUse(nginx, accessLog, 20_000))) {
    problems.push("nginx did not send requests to both instances again within 20 s of the faults");
  }
  const visitor = "127.250.0.1";
  const throughProxy = await series(
    "one address through nginx",
    Array.from({ length: max + 1 }, () => ({ to: nginx, address: visitor })),
  );
  const upstreams = await upstreamsOf(accessLog, visitor);
  if (upstreams.length < 2) {
    problems.push(`nginx sent one address's requests to ${upstreams.join(", ") || "no instance"}, not to both`);
  }

  // Straight to the instances, which trust 127.0.0.1 as their proxy and so count the
  // X-Forwarded-For address: half the allowance on each, then one more on the second.
  const client = "198.51.100.77";
  const first = Math.ceil(max / 2);
  const direct = await series("one client straight to both instances", [
    ...Array.from({ length: first }, () => ({ to: { port: appPorts[0] }, forwardedFor: client })),
    ...Array.from({ length: max - first + 1 }, () => ({ to: { port: appPorts[1] }, forwardedFor: client })),
  ]);
  return { throughProxy, upstreams, direct, acknowledged, problems };
}
