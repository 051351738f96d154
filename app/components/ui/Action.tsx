import type { ReactNode } from "react";
import type { CallToAction } from "~/content/types";
import { type ActionVariant, actionStyle } from "./action-style";
import { SiteLink } from "./SiteLink";

/**
 * A call to action as a link: site paths in their canonical form,
 * #anchors and other schemes load normally, https:// addresses open in a new tab.
 */
export function ActionLink({
  action,
  variant,
  onClick,
  children,
}: {
  action: CallToAction;
  variant?: ActionVariant;
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
      <SiteLink to={action.to} className={className} onClick={onClick}>
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
