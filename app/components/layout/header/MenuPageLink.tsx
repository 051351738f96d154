import type { ReactNode } from "react";
import { canonicalHref } from "~/lib/canonical";
import { usePage } from "~/lib/page-language";

/** A menu's link to a page; on that page it is marked as the current one (`aria-current`, `.active`). */
export function MenuPageLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  const href = canonicalHref(to);
  const current = canonicalHref(usePage().path) === href;
  return (
    <a aria-current={current ? "page" : undefined} className={current ? `${className} active` : className} href={href}>
      {children}
    </a>
  );
}
