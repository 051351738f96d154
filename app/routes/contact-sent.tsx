import { ActionLink } from "~/components/ui/Action";
import { MessagePage } from "~/components/ui/MessagePage";
import { inquirySentPage } from "~/content/contact";
import { loaderHead } from "~/lib/loader-head";
import { pageLoader } from "~/lib/page-head";
import type { Route } from "./+types/contact-sent";

/** Where a visitor without JavaScript lands after sending the contact form. */
export const loader = pageLoader((_path, page) => ({ page, content: inquirySentPage }));

export const meta = loaderHead;

export default function ContactSent({ loaderData: { page, content } }: Route.ComponentProps) {
  return (
    <MessagePage
      heading={page.heading}
      actions={
        <>
          <ActionLink action={{ label: "See our case studies", to: "/case-studies" }} />
          <ActionLink action={{ label: "Go to Homepage", to: "/" }} variant="secondary" />
        </>
      }
    >
      <p>{content.text}</p>
      <p className="mt-3">{content.next}</p>
    </MessagePage>
  );
}
