import { ActionLink } from "~/components/ui/Action";
import { MessagePage } from "~/components/ui/MessagePage";
import { inquiryProblemPage } from "~/content/contact";
import { site } from "~/content/site";
import * as tamil from "~/content/ta/contact";
import { pageLoader } from "~/lib/page-head";
import type { PageProps } from "~/lib/route-module";

/**
 * Where a form post without JavaScript lands when it did not go through. The server fills the
 * reasons into the empty list (server/forms.ts), so it is rendered as raw, empty HTML here.
 */
export const loader = pageLoader((_path, page, lang) => ({
  page,
  content: lang === "ta" ? tamil.inquiryProblemPage : inquiryProblemPage,
  email: site.email,
}));

export default function ContactProblem({ loaderData: { page, content, email } }: PageProps<typeof loader>) {
  return (
    <MessagePage heading={page.heading} actions={<ActionLink action={{ label: content.formLink, to: "/contact" }} />}>
      <p>{content.intro}</p>
      <ul
        id="form-problems"
        className="mt-4 list-disc text-left text-red-700 dark:text-red-300"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty slot the server fills with escaped text
        dangerouslySetInnerHTML={{ __html: "" }}
      />
      <p className="mt-4">{content.back}</p>
      <p className="mt-3">
        {content.direct}{" "}
        <a className="text-brand-700 underline underline-offset-4 dark:text-brand-300" href={`mailto:${email}`}>
          {email}
        </a>
        .
      </p>
    </MessagePage>
  );
}
