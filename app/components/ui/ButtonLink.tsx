import type { ReactNode } from "react";
import { Link } from "react-router";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-line bg-surface text-ink hover:bg-surface-muted",
} as const;

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold text-sm transition-colors motion-reduce:transition-none";

export function ButtonLink({
  to,
  variant = "primary",
  reloadDocument,
  children,
}: {
  to: string;
  variant?: keyof typeof variants;
  /** Load the target as a new document instead of a client-side navigation. */
  reloadDocument?: boolean;
  children: ReactNode;
}) {
  return (
    <Link to={to} reloadDocument={reloadDocument} className={`${base} ${variants[variant]}`}>
      {children}
    </Link>
  );
}

export function Button({
  onClick,
  variant = "primary",
  children,
}: {
  onClick: () => void;
  variant?: keyof typeof variants;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} className={`${base} ${variants[variant]}`}>
      {children}
    </button>
  );
}
