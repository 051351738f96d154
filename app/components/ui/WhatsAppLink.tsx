import type { ReactNode } from "react";
import { site } from "~/content/site";
import { usePage, useText } from "~/lib/page-language";
import { whatsappGreeting, whatsappHref } from "~/lib/whatsapp";
import { Icon } from "../icons/Icon";

/** Where a WhatsApp link sits; sent with the `whatsapp_clicked` event. */
export type WhatsAppPlacement = "header" | "footer" | "contact" | "cta" | "phone-bar";

/**
 * A click-to-chat link to our WhatsApp Business number, its first message naming the page.
 * A new tab on a desktop (WhatsApp Web); on a phone the system hands wa.me to the app.
 */
export function WhatsAppLink({
  placement,
  className,
  label,
  children,
}: {
  placement: WhatsAppPlacement;
  className: string;
  /** The accessible name when the link shows only the icon. */
  label?: string;
  children?: ReactNode;
}) {
  const text = useText();
  const href = whatsappHref(site.whatsapp, whatsappGreeting(site.name, usePage().title, text));
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-placement={placement}
      aria-label={label}
      className={className}
    >
      <Icon name="whatsapp" className="size-5" />
      {children}
    </a>
  );
}
