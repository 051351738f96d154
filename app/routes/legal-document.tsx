import { LegalDocumentView } from "~/components/sections/LegalDocumentView";
import { legalContacts, privacyPolicy, termsOfService } from "~/content/legal";
import { site } from "~/content/site";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";
import { settings } from "~/lib/settings";

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

export default function LegalDocument({ loaderData: { document, values } }: PageProps<typeof loader>) {
  return <LegalDocumentView document={document} values={values} />;
}
