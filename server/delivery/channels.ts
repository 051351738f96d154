import { createHmac } from "node:crypto";
import nodemailer from "nodemailer";
import { inquiryTopics } from "../../app/content/inquiry-topics";
import type { DeliveryChannels } from "../config";
import type { DeliveryChannel, Inquiry } from "../db/schema";
import { escapeHtml } from "../escape-html";
import { inquiryRecord } from "../inquiries/store";

/** Sends one inquiry through one channel; throws with a readable reason when it did not go through. */
export type Deliver = (inquiry: Inquiry) => Promise<void>;

const TIMEOUT_MS = 15_000;
/**
 * How long a mail server may take to answer once connected. RFC 5321 lets it take minutes to
 * accept a message; cutting it short while it is still working would send the mail twice.
 */
const SMTP_REPLY_TIMEOUT_MS = 60_000;
/** The fixed recipient name of SPEC §3 "Inquiry". */
export const TEAM_NAME = "Cleverobotics Team";
/** The email client version of SPEC §9. */
export const EMAILJS_LIB_VERSION = "4.4.1";

const serviceLabel = (value: string) => inquiryTopics.find((topic) => topic.value === value)?.label ?? value;

function summaryLines(inquiry: Inquiry): [string, string][] {
  return [
    ["Name", inquiry.name],
    ["Email", inquiry.email],
    ["Company", inquiry.company || "—"],
    ["Phone", inquiry.phone || "—"],
    ["Service", inquiry.service ? serviceLabel(inquiry.service) : "—"],
    ["Received", inquiry.created_at],
    ["Reference", inquiry.public_id],
  ];
}

export function inquiryEmail(inquiry: Inquiry): { subject: string; text: string; html: string } {
  const lines = summaryLines(inquiry);
  return {
    subject: `New inquiry from ${inquiry.name}${inquiry.company ? ` (${inquiry.company})` : ""}`,
    text: `${lines.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${inquiry.message}\n`,
    html: `<table>${lines
      .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
      .join("")}</table><p style="white-space:pre-wrap">${escapeHtml(inquiry.message)}</p>`,
  };
}

/** The EmailJS REST payload of SPEC §7, field for field. */
export function emailjsPayload(config: NonNullable<DeliveryChannels["emailjs"]>, inquiry: Inquiry) {
  return {
    lib_version: EMAILJS_LIB_VERSION,
    user_id: config.publicKey,
    service_id: config.serviceId,
    template_id: config.templateId,
    template_params: {
      from_name: inquiry.name,
      from_email: inquiry.email,
      company: inquiry.company,
      phone: inquiry.phone,
      message: inquiry.message,
      to_name: TEAM_NAME,
    },
    ...(config.privateKey ? { accessToken: config.privateKey } : {}),
  };
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, the scheme Stripe and others use. */
export function webhookSignature(secret: string, body: string, timestamp: number): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${digest}`;
}

/**
 * The same for every attempt at one inquiry on one channel, so a receiver that sees it twice
 * (a retry after a lost answer, a claim taken over) can drop the copy.
 */
export function deliveryId(inquiry: Pick<Inquiry, "public_id">, channel: DeliveryChannel): string {
  return `${inquiry.public_id}.${channel}`;
}

/** `<id@domain>` on the sender's domain, as RFC 5322 asks of a Message-ID. */
export function messageIdFor(inquiry: Pick<Inquiry, "public_id">, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${deliveryId(inquiry, "smtp")}@${domain}>`;
}

async function postJson(url: string, body: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    throw new Error(`${new URL(url).host} answered ${response.status}${detail ? `: ${detail}` : ""}`);
  }
}

/** A deliverer for each configured channel. */
export function createDeliverers(channels: DeliveryChannels): Partial<Record<DeliveryChannel, Deliver>> {
  const deliverers: Partial<Record<DeliveryChannel, Deliver>> = {};
  const { smtp, emailjs, webhook } = channels;
  if (smtp) {
    const url = new URL(smtp.url);
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
      secure: url.protocol === "smtps:",
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: SMTP_REPLY_TIMEOUT_MS,
    });
    deliverers.smtp = async (inquiry) => {
      await transport.sendMail({
        from: smtp.from,
        to: smtp.to,
        replyTo: inquiry.email,
        messageId: messageIdFor(inquiry, smtp.from),
        ...inquiryEmail(inquiry),
      });
    };
  }
  // EmailJS's API takes no idempotency key; its copies cannot be told apart by the receiver.
  if (emailjs) {
    deliverers.emailjs = (inquiry) => postJson(emailjs.apiUrl, JSON.stringify(emailjsPayload(emailjs, inquiry)));
  }
  if (webhook) {
    deliverers.webhook = (inquiry) => {
      const body = JSON.stringify({ event: "inquiry.created", inquiry: inquiryRecord(inquiry) });
      const signature = webhookSignature(webhook.secret, body, Math.floor(Date.now() / 1000));
      return postJson(webhook.url, body, {
        "x-signature": signature,
        "idempotency-key": deliveryId(inquiry, "webhook"),
      });
    };
  }
  return deliverers;
}

export function configuredChannels(channels: DeliveryChannels): DeliveryChannel[] {
  return (["smtp", "emailjs", "webhook"] as const).filter((channel) => channels[channel]);
}
