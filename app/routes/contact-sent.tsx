import { ActionLink } from "~/components/ui/Action";
import { MessagePage } from "~/components/ui/MessagePage";
import { inquirySentPage } from "~/content/contact";
import * as tamil from "~/content/ta/contact";
import { pageLoader } from "~/lib/page-head";
import { useText } from "~/lib/page-language";
import type { PageProps } from "~/lib/route-module";

/** Where a visitor without JavaScript lands after sending the contact form. */
export const loader = pageLoader((_path, page, lang) => ({
  page,
  content: lang === "ta" ? tamil.inquirySentPage : inquirySentPage,
}));

export default function ContactSent({ loaderData: { page, content } }: PageProps<typeof loader>) {
  const text = useText();
  return (
    <MessagePage
      heading={page.heading}
      actions={
        <>
          <ActionLink action={{ label: text("See our case studies"), to: "/case-studies" }} />
          <ActionLink action={{ label: text("Go to Homepage"), to: "/" }} variant="secondary" />
        </>
      }
    >
      <p>{content.text}</p>
      <p className="mt-3">{content.next}</p>
    </MessagePage>
  );
}
