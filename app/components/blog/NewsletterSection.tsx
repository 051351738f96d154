import { SiteLink } from "~/components/ui/SiteLink";
import type { blogPage } from "~/content/blog-page";
import { ReactIsland } from "~/islands/ReactIsland";
import { EmailSignupForm } from "../sections/EmailSignupForm";

/** The blog's newsletter block: subscribes through /api/newsletter with source "blog". */
export function NewsletterSection({ copy }: { copy: (typeof blogPage)["newsletter"] }) {
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="scroll-mt-20 bg-surface-muted">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id="newsletter-title" className="text-balance font-bold text-3xl tracking-tight">
          {copy.heading}
        </h2>
        <p className="mt-3 text-ink-muted text-lg">{copy.text}</p>
        <div className="mx-auto mt-8 max-w-xl text-left">
          <ReactIsland name="newsletter" component={EmailSignupForm} props={{ source: "blog", copy: copy.form }} />
        </div>
        <p className="mt-4 text-ink-muted text-sm">
          {copy.privacy.text}{" "}
          <SiteLink to={copy.privacy.link.to} className="underline underline-offset-4">
            {copy.privacy.link.label}
          </SiteLink>
        </p>
      </div>
    </section>
  );
}
