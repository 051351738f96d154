import { useEffect, useState } from "react";
import { SiteLink } from "~/components/ui/SiteLink";
import { consentCopy } from "~/content/consent";
import { whatsappCopy } from "~/content/messages";
import { footerColumns, legalLinks } from "~/content/navigation";
import { type SocialNetwork, site, telHref } from "~/content/site";
import { setAnalyticsConsent } from "~/lib/analytics";
import { useTamil, useText } from "~/lib/page-language";
import { buildYear, settings } from "~/lib/settings";
import { Icon, type IconName } from "../icons/Icon";
import { WhatsAppLink } from "../ui/WhatsAppLink";
import { LogoMark } from "./Logo";

const socialIcons = {
  LinkedIn: "linkedin",
  X: "x",
  Instagram: "instagram",
  Facebook: "facebook",
} as const satisfies Record<SocialNetwork, IconName>;

export function Footer() {
  const tamil = useTamil();
  const text = useText();
  const columns = tamil?.footerColumns ?? footerColumns;
  return (
    <footer className="border-line border-t bg-surface-muted print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="max-w-sm">
          <p className="flex items-center gap-2 font-semibold text-lg">
            <LogoMark />
            {site.name}
          </p>
          <p className="mt-4 text-ink-muted text-sm leading-relaxed">{tamil?.siteCopy.blurb ?? site.blurb}</p>
          <ul className="mt-3 text-sm">
            <li>
              <a
                href={`mailto:${site.email}`}
                lang="en"
                className="inline-block py-1 underline-offset-4 hover:underline"
              >
                {site.email}
              </a>
            </li>
            <li>
              <a href={telHref(site.phone)} className="inline-block py-1 underline-offset-4 hover:underline">
                {site.phone}
              </a>
            </li>
          </ul>
          <p className="mt-3 text-sm">
            <WhatsAppLink
              placement="footer"
              className="inline-flex min-h-6 items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
            >
              {(tamil?.whatsappCopy ?? whatsappCopy).label}
              <span className="sr-only">{text("(opens WhatsApp)")}</span>
            </WhatsAppLink>
          </p>
          <ul className="mt-6 flex gap-2" aria-label={text("Social media")}>
            {site.social.map(({ network, href }) => (
              <li key={network}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-surface hover:text-ink"
                >
                  <Icon name={socialIcons[network]} />
                  <span className="sr-only">
                    {text("{name} on {network} (opens in a new tab)", { name: site.name, network })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="font-semibold text-sm">{column.title}</h2>
            <ul className="mt-4 space-y-1 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <SiteLink
                    to={link.to}
                    className="inline-block py-1 text-ink-muted underline-offset-4 hover:text-ink hover:underline"
                  >
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {/* Room at the bottom for the chat button (ChatLauncher: 56 px, 16 px from the edge), so it covers no link. */}
      <div className="border-line border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-24 text-ink-muted text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © <CurrentYear /> <span lang="en">{site.legalName}</span>. {text("All rights reserved.")}
          </p>
          {tamil && <p lang="ta">{tamil.legalNote}</p>}
          <ul className="flex gap-4">
            {(tamil?.legalLinks ?? legalLinks).map((link) => (
              <li key={link.to}>
                <SiteLink
                  to={link.to}
                  className="inline-flex min-h-6 items-center underline-offset-4 hover:text-ink hover:underline"
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
            {settings.analyticsId && (
              <li>
                <button
                  type="button"
                  data-consent-change=""
                  onClick={() => setAnalyticsConsent(null)}
                  className="inline-flex min-h-6 items-center underline-offset-4 hover:text-ink hover:underline"
                >
                  {(tamil?.consentCopy ?? consentCopy).change}
                </button>
              </li>
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** The year is baked in at build and refreshed in the browser, so a page built last December stays right. */
function CurrentYear() {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span data-current-year="">{year}</span>;
}
