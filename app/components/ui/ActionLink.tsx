import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CallToAction } from "~/content/types";

// Padding belongs to the button shapes only: a text link lines up with the text around it.
const button = "rounded-lg px-5 py-3";
const styles = {
  primary: `${button} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${button} border border-line bg-surface text-ink hover:bg-surface-muted`,
  onBrand: `${button} bg-white text-brand-800 hover:bg-brand-50`,
  outlineOnBrand: `${button} border border-white/60 text-white hover:bg-white/10`,
  text: "text-brand-700 underline-offset-4 hover:underline dark:text-brand-300",
  textOnBrand: "text-white underline underline-offset-4 hover:text-brand-100",
} as const;

export type ActionStyle = keyof typeof styles;

/** A call to action as a button-like link: site paths route client-side, #anchors and https:// load normally. */
export function ActionLink({
  action,
  variant = "primary",
  children,
}: {
  action: CallToAction;
  variant?: ActionStyle;
  children?: ReactNode;
}) {
  const className = `inline-flex items-center justify-center gap-2 font-semibold text-sm transition-colors motion-reduce:transition-none ${styles[variant]}`;
  const label = children ?? (
    <>
      {action.label}
      {action.context && <span className="sr-only">: {action.context}</span>}
    </>
  );
  if (action.to.startsWith("/")) {
    return (
      <Link to={action.to} className={className}>
        {label}
      </Link>
    );
  }
  const external = action.to.startsWith("http");
  return (
    <a href={action.to} className={className} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {label}
    </a>
  );
}
