import { type DeliveryState, deliveryStatusText } from "../../delivery/delivery-state";
import { type LeadDetail, NOTE_MAX_LENGTH } from "../inbox";
import { emailLink, phoneLink, whatsappLink } from "./contact-links";
import { Document, Notice } from "./Document";
import { istTime, topicLabel } from "./format";
import { StatusOptions, StatusTag } from "./InboxPage";
import {
  channelLabels,
  fieldLabels,
  languageLabels,
  replyOpenings,
  sourceLabels,
  staffCopy,
  statusLabels,
} from "./staff-copy";

export interface LeadPageProps {
  signedInAs: string;
  detail: LeadDetail;
  notice?: { kind: "done" | "problem"; text: string };
}

function ReplyButtons({ detail }: { detail: LeadDetail }) {
  const { lead } = detail;
  const opening = lead.language === "ta" ? replyOpenings.ta : replyOpenings.en;
  const links: { label: string; href: string | null }[] = [
    { label: staffCopy.whatsapp, href: whatsappLink(lead.phone, opening.greeting(lead.name)) },
    { label: staffCopy.call, href: phoneLink(lead.phone) },
    { label: staffCopy.sendEmail, href: emailLink(lead.email, opening.emailSubject) },
  ];
  const available = links.flatMap((link) => (link.href ? [{ label: link.label, href: link.href }] : []));
  if (!available.length) return null;
  return (
    <section aria-labelledby="reply" className="card">
      <h2 id="reply">{staffCopy.reply}</h2>
      <p className="actions">
        {available.map((link) => (
          <a key={link.label} className="button" href={link.href} rel="noreferrer">
            {link.label}
          </a>
        ))}
      </p>
    </section>
  );
}

function Delivery({ leadKey, delivery }: { leadKey: string; delivery: DeliveryState }) {
  const retryable = delivery.state === "failed" || delivery.state === "waiting to retry";
  return (
    <li className={`delivery ${retryable ? "problem" : ""}`}>
      <strong>{channelLabels[delivery.channel]}</strong>: {deliveryStatusText(delivery, istTime)}
      {retryable && (
        <form method="post" action={`/staff/leads/${leadKey}/retry`} className="inline">
          <input type="hidden" name="channel" value={delivery.channel} />
          <button type="submit" className="button small">
            {staffCopy.retryNow}
          </button>
        </form>
      )}
    </li>
  );
}

export function LeadPage({ signedInAs, detail, notice }: LeadPageProps) {
  const { lead } = detail;
  const fromChat = lead.source === "chat";
  const fields = (["name", "email", "phone", "company", "service"] as const).filter((field) => lead[field]);
  return (
    <Document title={lead.name || lead.email} signedInAs={signedInAs}>
      <p>
        <a href="/staff">← {staffCopy.allLeads}</a>
      </p>
      <div className="heading-row">
        <h1>{lead.name || lead.email}</h1>
        <StatusTag status={lead.status} />
      </div>
      <p className="muted">
        {sourceLabels[lead.source]} · {staffCopy.received}{" "}
        <time dateTime={lead.receivedAt}>{istTime(lead.receivedAt)}</time>
        {lead.language && ` · ${staffCopy.language}: ${languageLabels[lead.language] ?? lead.language}`}
        {lead.page && ` · ${lead.kind === "newsletter" ? staffCopy.signupBox : staffCopy.page} ${lead.page}`}
      </p>
      {notice && <Notice kind={notice.kind} text={notice.text} />}
      <ReplyButtons detail={detail} />

      <section aria-labelledby="fields" className="card">
        <h2 id="fields">{staffCopy.fields}</h2>
        <dl className="fields">
          {fields.map((field) => (
            <div key={field}>
              <dt>{fieldLabels[field]}</dt>
              <dd>{field === "service" ? topicLabel(lead.service) : lead[field]}</dd>
            </div>
          ))}
        </dl>
        {lead.message && (
          <>
            <h3>{fromChat ? staffCopy.transcript : fieldLabels.message}</h3>
            <p className="message">{lead.message}</p>
          </>
        )}
      </section>

      {lead.kind === "inquiry" && (
        <section aria-labelledby="deliveries" className="card">
          <h2 id="deliveries">{staffCopy.deliveries}</h2>
          {detail.deliveries.length ? (
            <ul className="plain">
              {detail.deliveries.map((delivery) => (
                <Delivery key={delivery.channel} leadKey={lead.key} delivery={delivery} />
              ))}
            </ul>
          ) : (
            <p className="muted">{staffCopy.noDeliveries}</p>
          )}
        </section>
      )}

      <section aria-labelledby="follow-up" className="card">
        <h2 id="follow-up">{staffCopy.followUp}</h2>
        <form method="post" action={`/staff/leads/${lead.key}/status`} className="row">
          <label htmlFor="lead-status">{staffCopy.status}</label>
          <select id="lead-status" name="status" defaultValue={lead.status}>
            <StatusOptions />
          </select>
          <button type="submit" className="button">
            {staffCopy.saveStatus}
          </button>
        </form>
        <form method="post" action={`/staff/leads/${lead.key}/notes`} className="stack">
          <label htmlFor="note">{staffCopy.note}</label>
          <textarea id="note" name="note" rows={3} maxLength={NOTE_MAX_LENGTH} aria-describedby="note-hint" required />
          <span id="note-hint" className="muted small">
            {staffCopy.noteHint}
          </span>
          <button type="submit" className="button">
            {staffCopy.addNote}
          </button>
        </form>
      </section>

      <section aria-labelledby="history" className="card">
        <h2 id="history">{staffCopy.history}</h2>
        {detail.events.length ? (
          <ol className="plain history">
            {detail.events.map((event) => (
              <li key={event.id}>
                <span className="muted small">
                  <time dateTime={event.at}>{istTime(event.at)}</time> · {event.staffEmail}
                </span>
                <p className={event.kind === "note" ? "message" : undefined}>
                  {event.kind === "status" && event.status
                    ? staffCopy.statusChanged(statusLabels[event.status])
                    : event.note}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">{staffCopy.noHistory}</p>
        )}
      </section>
    </Document>
  );
}

export function LeadNotFoundPage({ signedInAs }: { signedInAs: string }) {
  return (
    <Document title={staffCopy.notFoundTitle} signedInAs={signedInAs}>
      <h1>{staffCopy.notFoundTitle}</h1>
      <p>{staffCopy.notFound}</p>
      <p>
        <a href="/staff">← {staffCopy.allLeads}</a>
      </p>
    </Document>
  );
}
