import { SiteLink } from "~/components/ui/SiteLink";
import { site } from "~/content/site";
import { useText } from "~/lib/page-language";

/** The brand mark: a rounded square with a spark, beside the word mark. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" className="fill-brand-600 dark:fill-brand-500" />
      <path d="M20.5 10.6a7.5 7.5 0 1 0 0 10.8" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" />
      <circle cx="22.5" cy="16" r="2.2" fill="white" />
    </svg>
  );
}

export function Logo() {
  const text = useText();
  return (
    <SiteLink to="/" className="flex items-center gap-2 rounded-md font-semibold text-base tracking-tight sm:text-lg">
      <LogoMark />
      <span className="max-[359px]:sr-only">{site.name}</span>
      <span className="sr-only">{text(", home")}</span>
    </SiteLink>
  );
}
