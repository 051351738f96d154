/** The icons drawn by app/icons.css. */
export type IconName =
  | "menu"
  | "close"
  | "chevron-down"
  | "chevron-right"
  | "sun"
  | "moon"
  | "linkedin"
  | "x"
  | "instagram"
  | "facebook"
  | "whatsapp"
  | "chat"
  | "send"
  | "plus"
  | "search"
  | "globe"
  | "message-circle"
  | "check";

/** A decorative icon in the current text colour; give its button or link an accessible name. */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={`icon icon-${name} ${className}`} />;
}
