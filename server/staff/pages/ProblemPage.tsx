import { Document, Notice } from "./Document";
import { staffCopy } from "./staff-copy";

/** A request the inbox refused, with the way back. */
export function ProblemPage({ message }: { message: string }) {
  return (
    <Document title={staffCopy.refusedTitle}>
      <h1>{staffCopy.refusedTitle}</h1>
      <Notice kind="problem" text={message} />
      <p>
        <a href="/staff">← {staffCopy.allLeads}</a>
      </p>
    </Document>
  );
}
