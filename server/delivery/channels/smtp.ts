import nodemailer from "nodemailer";
import { inquiryTopics } from "../../../app/content/inquiry-topics";
import { matching, text } from "../../../app/lib/env-settings";
import type { Inquiry } from "../../db/schema";
import { escapeHtml } from "../../escape-html";
import { DELIVERY_TIMEOUT_MS, defineChannel, deliveryId } from "../channel";

/**
 * How long a mail server may take to answer once connected. RFC 5321 lets it take minutes to
 * accept a message; cutting it short while it is still working would send the mail twice.
 */
const SMTP_REPLY_TIMEOUT_MS = 60_000;

const serviceLabel = (value: string) => inquiryTopics.find((topic) => topic.value === value)?.label ?? value;

function summaryLines(inquiry: Inquiry): [string, string][] {
  return [
    ["Name", inquiry.name],
    ["Email", inquiry.email],
    ["Company", inquiry.company || "—"],
    ["Phone", inquiry.phone || "—"],
    ["Service", inquiry.service ? serviceLabel(inquiry.service) : "—"],
    ["Language", inquiry.language === "ta" ? "Tamil: reply in Tamil" : "English"],
    ["Received", inquiry.created_at],
    ["Reference", inquiry.public_id],
  ];
}

/**
 * A visitor's one-line value inside a line of ours (the subject), isolated so that its
 * direction cannot reorder what follows it. Isolate controls of its own, which could close the
 * isolation early, are shown as their code points rather than deleted.
 */
export function isolatedValue(value: string): string {
  const shown = value.replace(/[\u2066-\u2069]/g, (char) => `[U+${char.codePointAt(0)!.toString(16).toUpperCase()}]`);
  return `\u2068${shown}\u2069`;
}

/**
 * The lead as a mail: the visitor's words as written. The HTML part escapes them and isolates
 * each value in a <bdi>; in the text part each value ends its line, so its direction reaches
 * nothing of ours.
 */
export function inquiryEmail(inquiry: Inquiry): { subject: string; text: string; html: string } {
  const lines = summaryLines(inquiry);
  const company = inquiry.company ? ` (${isolatedValue(inquiry.company)})` : "";
  return {
    subject: `New inquiry from ${isolatedValue(inquiry.name)}${company}`,
    text: `${lines.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${inquiry.message}\n`,
    html: `<table>${lines
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td><bdi>${escapeHtml(value)}</bdi></td></tr>`,
      )
      .join("")}</table><p style="white-space:pre-wrap" dir="auto">${escapeHtml(inquiry.message)}</p>`,
  };
}

/** `<id@domain>` on the sender's domain, as RFC 5322 asks of a Message-ID. */
export function messageIdFor(inquiry: Pick<Inquiry, "public_id">, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${deliveryId(inquiry, "smtp")}@${domain}>`;
}

/** Each lead as an email to the team, through any mail server (the site's own provider, Gmail, SES). */
export const smtp = defineChannel({
  name: "smtp",
  settings: {
    SMTP_URL: matching(/^smtps?:\/\//, "an smtp:// or smtps:// address", {
      type: "`smtp://` or `smtps://` URL",
      secret: true,
      description:
        "mail server that sends each lead to `MAIL_TO` (`smtps://user:password@host:465`, or `smtp://` with STARTTLS on 587); reply-to is the visitor",
      example: "smtps://leads%40example.com:app-password@smtp.example.com:465",
    }),
    MAIL_FROM: text({
      description: "sender of those mails",
      derivedDefault: "`Cleverobotics website <CONTACT_EMAIL>`",
      example: "Cleverobotics website <website@cleverobotics.com>",
    }),
    MAIL_TO: text({
      description: "who receives those mails",
      derivedDefault: "`CONTACT_EMAIL`",
      example: "sales@cleverobotics.com",
    }),
  },
  configure(values, site) {
    if (!values.SMTP_URL) return undefined;
    return {
      url: values.SMTP_URL,
      from: values.MAIL_FROM ?? `Cleverobotics website <${site.contactEmail}>`,
      to: values.MAIL_TO ?? site.contactEmail,
    };
  },
  describe: (config) => `mailed to ${config.to} through ${new URL(config.url).host}`,
  howToTurnOn: "set SMTP_URL",
  open(config) {
    const url = new URL(config.url);
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
      secure: url.protocol === "smtps:",
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: DELIVERY_TIMEOUT_MS,
      greetingTimeout: DELIVERY_TIMEOUT_MS,
      socketTimeout: SMTP_REPLY_TIMEOUT_MS,
    });
    return async (inquiry) => {
      await transport.sendMail({
        from: config.from,
        to: config.to,
        replyTo: inquiry.email,
        messageId: messageIdFor(inquiry, config.from),
        ...inquiryEmail(inquiry),
      });
    };
  },
});
