import { LEAD_STATUSES } from "../../db/schema";
import { LEAD_SOURCES, type LeadFilter, type LeadSummary } from "../inbox";
import { Document } from "./Document";
import { excerpt, istTime, topicLabel } from "./format";
import { sourceLabels, staffCopy, statusLabels } from "./staff-copy";

export interface InboxPageProps {
  signedInAs: string;
  counts: { new: number; deliveryProblems: number };
  filter: LeadFilter;
  leads: LeadSummary[];
  /** The address of the next (older) page, if any. */
  olderHref: string | null;
  /** Whether this is a later page (then a way back to the newest is shown). */
  paged: boolean;
  exportHref: string;
}

/** The four statuses as a select's options. */
export function StatusOptions() {
  return LEAD_STATUSES.map((status) => (
    <option key={status} value={status}>
      {statusLabels[status]}
    </option>
  ));
}

export function StatusTag({ status }: { status: LeadSummary["status"] }) {
  return <span className={`tag status-${status.replace(" ", "-")}`}>{statusLabels[status]}</span>;
}

function LeadItem({ lead }: { lead: LeadSummary }) {
  const who = lead.name || lead.email;
  const about = lead.kind === "newsletter" ? `${staffCopy.signupBox} ${lead.page}` : excerpt(lead.message);
  return (
    <li className="lead">
      <a href={`/staff/leads/${lead.key}`} className="lead-link">
        <span className="lead-head">
          <strong className="lead-name">{who}</strong>
          <StatusTag status={lead.status} />
        </span>
        <span className="lead-meta">
          {sourceLabels[lead.source]}
          {lead.service && ` · ${topicLabel(lead.service)}`} ·{" "}
          <time dateTime={lead.receivedAt}>{istTime(lead.receivedAt)}</time>
        </span>
        {about && <span className="lead-about">{about}</span>}
        {lead.deliveryProblem && <span className="tag problem">{staffCopy.deliveryFailed}</span>}
      </a>
    </li>
  );
}

export function InboxPage({ signedInAs, counts, filter, leads, olderHref, paged, exportHref }: InboxPageProps) {
  return (
    <Document title={staffCopy.inboxTitle} signedInAs={signedInAs}>
      <div className="heading-row">
        <h1>{staffCopy.inboxTitle}</h1>
        <a className="tag new-count" href="/staff?status=new">
          {staffCopy.newCount(counts.new)}
        </a>
        {counts.deliveryProblems > 0 && (
          <a className="tag problem" href="/staff?problems=1">
            {staffCopy.problemCount(counts.deliveryProblems)}
          </a>
        )}
      </div>
      <form method="get" action="/staff" className="filters" aria-label="Filter leads">
        <div className="field wide">
          <label htmlFor="q">{staffCopy.search}</label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={filter.text ?? ""}
            aria-describedby="q-hint"
            maxLength={200}
          />
          <span id="q-hint" className="muted small">
            {staffCopy.searchHint}
          </span>
        </div>
        <div className="field">
          <label htmlFor="status">{staffCopy.status}</label>
          <select id="status" name="status" defaultValue={filter.status ?? ""}>
            <option value="">{staffCopy.anyStatus}</option>
            <StatusOptions />
          </select>
        </div>
        <div className="field">
          <label htmlFor="source">{staffCopy.source}</label>
          <select id="source" name="source" defaultValue={filter.source ?? ""}>
            <option value="">{staffCopy.anySource}</option>
            {LEAD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {sourceLabels[source]}
              </option>
            ))}
          </select>
        </div>
        <div className="field check">
          <input
            id="problems"
            name="problems"
            type="checkbox"
            value="1"
            defaultChecked={filter.deliveryProblem ?? false}
          />
          <label htmlFor="problems">{staffCopy.onlyProblems}</label>
        </div>
        <div className="actions">
          <button type="submit" className="button">
            {staffCopy.filter}
          </button>
          <a href="/staff" className="button quiet">
            {staffCopy.clearFilter}
          </a>
          <a href={exportHref} className="button quiet" download>
            {staffCopy.exportCsv}
          </a>
        </div>
      </form>
      {leads.length ? (
        <ol className="leads">
          {leads.map((lead) => (
            <LeadItem key={lead.key} lead={lead} />
          ))}
        </ol>
      ) : (
        <p className="card">{staffCopy.noLeads}</p>
      )}
      <nav className="paging" aria-label="Pages">
        {paged && <a href="/staff">{staffCopy.newest}</a>}
        {olderHref && (
          <a href={olderHref} rel="next">
            {staffCopy.older}
          </a>
        )}
      </nav>
    </Document>
  );
}
