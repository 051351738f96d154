import type { ReactNode } from "react";
import type { CallToAction } from "~/content/types";
import { type ActionVariant, actionStyle } from "./action-style";
import { SiteLink } from "./SiteLink";

/**
 * A call to action as a link: site paths route client-side (in their canonical form),
 * #anchors and other schemes load normally, https:// addresses open in a new tab.
 */
export function ActionLink({
  action,
  variant,
  reloadDocument,
  onClick,
  children,
}: {
  action: CallToAction;
  variant?: ActionVariant;
  /** Load the target as a new document instead of a client-side navigation (the error fallback). */
  reloadDocument?: boolean;
  onClick?: () => void;
  children?: ReactNode;
}) {
  const className = actionStyle({ variant });
  const label = children ?? (
    <>
      {action.label}
      {action.context && <span className="sr-only">: {action.context}</span>}
    </>
  );
  if (action.to.startsWith("/")) {
    return (
      <SiteLink to={action.to} className={className} reloadDocument={reloadDocument} onClick={onClick}>
        {label}
      </SiteLink>
    );
  }
  const external = action.to.startsWith("http");
  return (
    <a
      href={action.to}
      className={className}
      onClick={onClick}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {label}
    </a>
  );
}

/** A call to action that does something on the page instead of going somewhere. */
export function ActionButton({
  onClick,
  variant,
  children,
}: {
  onClick: () => void;
  variant?: ActionVariant;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} className={actionStyle({ variant })}>
      {children}
    </button>
  );
}
