import { Document, Notice } from "./Document";
import { staffCopy } from "./staff-copy";

export function LoginPage({
  email = "",
  problem,
  notice,
  next,
}: {
  email?: string;
  problem?: string;
  notice?: string;
  /** The staff page to go on to after signing in (already checked to be one). */
  next?: string;
}) {
  const action = next ? `/staff/login?${new URLSearchParams({ next })}` : "/staff/login";
  return (
    <Document title={staffCopy.signIn}>
      <section className="card narrow">
        <h1>{staffCopy.loginTitle}</h1>
        <p className="muted">{staffCopy.loginIntro}</p>
        {notice && <Notice kind="done" text={notice} />}
        {problem && <Notice kind="problem" text={problem} />}
        <form method="post" action={action} className="stack">
          <label htmlFor="email">{staffCopy.email}</label>
          <input id="email" name="email" type="email" autoComplete="username" required defaultValue={email} />
          <label htmlFor="password">{staffCopy.password}</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required />
          <button type="submit" className="button">
            {staffCopy.signIn}
          </button>
        </form>
      </section>
    </Document>
  );
}
