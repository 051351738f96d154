import type { ChatReport } from "./chat-check";
import { acknowledged, type InquiryOutcome } from "./inquiry-load";
import type { LeadReport } from "./lead-check";
import type { PageCheckReport } from "./page-checks";
import type { RateLimitReport } from "./rate-limit-check";
import type { StaffReport } from "./staff-check";
import type { TlsReport } from "./tls-checks";

export interface Figures {
  pages: PageCheckReport;
  tls: TlsReport;
  load: InquiryOutcome[];
  loadSeconds: number;
  /** What happened when, e.g. "app-1 SIGKILL 5.0 s". */
  timeline: string[];
  /** Requests nginx sent to a second instance after the first failed. */
  proxyRetries: number;
  rateLimit: RateLimitReport;
  chat: ChatReport;
  leads: LeadReport;
  staff: StaffReport;
  wallSeconds: number;
}

export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const tally = (items: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([item, n]) => `${item}: ${n}`).join(", ") || "none";
};
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatFigures(figures: Figures): string {
  const { pages, tls, load, timeline, rateLimit, chat, leads, staff } = figures;
  const acked = load.filter(acknowledged);
  const refused = load.filter((outcome) => !acknowledged(outcome));
  const latencies = acked.map((outcome) => outcome.ackMs ?? 0);
  const rows: [string, string][] = [
    [
      "pages",
      `${pages.requests} requests over HTTPS, nginx compared with the app; differences: ${pages.problems.length}`,
    ],
    [
      "tls",
      `${tls.negotiated} (TLS 1.2 client: ${tls.negotiatedTls12}); plain HTTP 301 to HTTPS, same path and query ` +
        `${tls.redirects.passed}/${tls.redirects.checked}; Strict-Transport-Security once ${tls.hsts.passed}/${tls.hsts.checked}; ` +
        `ACME challenge on port 80: ${tls.acmeStatus}`,
    ],
    [
      "inquiries",
      `${load.length} sent in ${figures.loadSeconds.toFixed(0)} s (${load.reduce((n, o) => n + o.attempts, 0)} requests), ` +
        `acknowledged ${acked.length} (${tally(acked.map((o) => String(o.status)))}), ` +
        `refused ${refused.length} (${tally(refused.map((o) => `${o.status} ${o.reason ?? ""}`.trim()))}), ` +
        `resent by the visitor ${load.filter((o) => o.attempts > 1).length}`,
    ],
    [
      "latency",
      `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ` +
        `max ${percentile(latencies, 100).toFixed(0)} ms (acknowledged, first send to acknowledgement)`,
    ],
    ["faults", timeline.join("; ")],
    ["nginx retries", `${figures.proxyRetries} requests answered by the other instance after a failure`],
    [
      "rate limit",
      `one address through nginx: ${rateLimit.throughProxy.join(" ")} (answered by ${rateLimit.upstreams.join(" and ")}); ` +
        `straight to instance 1 then 2: ${rateLimit.direct.join(" ")}`,
    ],
    [
      "chat",
      `${chat.status}, ${chat.chunks} chunks, gaps between text pieces ${chat.gapsMs.map((gap) => gap.toFixed(0)).join(", ")} ms`,
    ],
    [
      "leads",
      `${leads.acknowledged} acknowledged, ${leads.rows} rows; lost ${leads.lost.length}, duplicated ${leads.duplicated}, ` +
        `stored but not acknowledged ${leads.storedNotAcknowledged}; delivered ${leads.delivered}/${leads.acknowledged}; ` +
        `resent copies ${leads.copies} (${tally(Object.entries(leads.copiesByFault).flatMap(([label, n]) => Array(n).fill(label)))}); ` +
        `settled ${s(leads.waitedMs)} after the checks`,
    ],
    [
      "staff inbox",
      `signed in through nginx; a lead posted to instance 2 seen in ${staff.seen.found}/${staff.seen.reads} reads, ` +
        `answered by ${staff.upstreams.join(" and ")}; cross-site post ${staff.crossSiteStatus}; ` +
        `after signing out ${staff.afterSignOutStatus}`,
    ],
    ["wall time", s(figures.wallSeconds * 1000)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join("\n");
}
