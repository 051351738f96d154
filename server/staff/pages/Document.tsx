import type { ReactNode } from "react";
import { staffCopy } from "./staff-copy";

export const STAFF_STYLESHEET_PATH = "/staff/staff.css";

/** Every staff page: no script, not indexed, in the system's light or dark theme. */
export function Document({ title, signedInAs, children }: { title: string; signedInAs?: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="color-scheme" content="light dark" />
        <title>{`${title} · ${staffCopy.brand}`}</title>
        <link rel="stylesheet" href={STAFF_STYLESHEET_PATH} />
      </head>
      <body>
        <a className="skip" href="#main">
          Skip to content
        </a>
        <header className="bar">
          <a className="brand" href="/staff">
            {staffCopy.brand}
          </a>
          {signedInAs && (
            <form method="post" action="/staff/logout" className="signout">
              <span className="who">
                {staffCopy.signedInAs} {signedInAs}
              </span>
              <button type="submit" className="button quiet">
                {staffCopy.signOut}
              </button>
            </form>
          )}
        </header>
        <main id="main">{children}</main>
      </body>
    </html>
  );
}

/** A one-line message above a page's content: a result (status) or a problem (alert). */
export function Notice({ kind, text }: { kind: "done" | "problem"; text: string }) {
  return (
    <p className={`notice ${kind}`} role={kind === "problem" ? "alert" : "status"}>
      {text}
    </p>
  );
}
