import { LegalDocumentView } from "~/components/sections/LegalDocumentView";
import { legalContacts, privacyPolicy, termsOfService } from "~/content/legal";
import { site } from "~/content/site";
import { requestPath } from "~/lib/canonical";
import { loaderHead } from "~/lib/loader-head";
import { requirePageInfo, staticPageHead } from "~/lib/page-head";
import { settings } from "~/lib/settings";
import type { Route } from "./+types/legal-document";

const documents = { "/legal/privacy": privacyPolicy, "/legal/terms": termsOfService } as const;

/** The privacy policy and the terms of service; the route id is the page's path. */
export function loader({ request }: Route.LoaderArgs) {
  const path = requestPath(request) as keyof typeof documents;
  const document = documents[path];
  if (!document) throw new Error(`No legal document for ${path} in app/content/legal.ts`);
  return {
    path,
    page: requirePageInfo(path),
    head: staticPageHead(path, requirePageInfo(path)),
    document,
    values: { email: site.email, phone: site.phone, ...legalContacts, jurisdiction: settings.jurisdiction },
  };
}

export const meta = loaderHead;

export default function LegalDocument({ loaderData: { document, values } }: Route.ComponentProps) {
  return <LegalDocumentView document={document} values={values} />;
}
