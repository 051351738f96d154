import { LegalDocumentView } from "~/components/sections/LegalDocumentView";
import { legalContacts, privacyPolicy, termsOfService } from "~/content/legal";
import { site } from "~/content/site";
import { loaderHead } from "~/lib/loader-head";
import { pageLoader } from "~/lib/page-head";
import { settings } from "~/lib/settings";
import type { Route } from "./+types/legal-document";

const documents = { "/legal/privacy": privacyPolicy, "/legal/terms": termsOfService } as const;

/** The privacy policy and the terms of service; the route id is the page's path. */
export const loader = pageLoader((path, page) => {
  const document = documents[path as keyof typeof documents];
  if (!document) throw new Error(`No legal document for ${path} in app/content/legal.ts`);
  return {
    path,
    page,
    document,
    values: { email: site.email, phone: site.phone, ...legalContacts, jurisdiction: settings.jurisdiction },
  };
});

export const meta = loaderHead;

export default function LegalDocument({ loaderData: { document, values } }: Route.ComponentProps) {
  return <LegalDocumentView document={document} values={values} />;
}
