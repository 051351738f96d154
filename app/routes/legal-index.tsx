import { SiteLink } from "~/components/ui/SiteLink";
import { privacyPolicy, termsOfService } from "~/content/legal";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";

export const loader = pageLoader((_path, page) => ({
  page,
  documents: [
    { to: "/legal/privacy", title: privacyPolicy.title, intro: privacyPolicy.intro },
    { to: "/legal/terms", title: termsOfService.title, intro: termsOfService.intro },
  ],
}));

export default function LegalIndex({ loaderData: { page, documents } }: PageProps<typeof loader>) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="font-bold text-4xl tracking-tight">{page.heading}</h1>
      <p className="mt-4 text-ink-muted text-lg">{page.description}</p>
      <ul className="mt-10 space-y-6">
        {documents.map((document) => (
          <li key={document.to} className="rounded-2xl border border-line p-6">
            <h2 className="font-semibold text-xl">
              <SiteLink
                to={document.to}
                className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
              >
                {document.title}
              </SiteLink>
            </h2>
            <p className="mt-2 text-ink-muted">{document.intro}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
