import { notFoundPage } from "~/content/messages";
import { useTamil, useText } from "~/lib/page-language";
import { ActionLink } from "./Action";
import { MessagePage } from "./MessagePage";

export function NotFound() {
  const copy = useTamil()?.notFoundPage ?? notFoundPage;
  const text = useText();
  return (
    <MessagePage
      eyebrow="404"
      heading={copy.heading}
      actions={
        <>
          <ActionLink action={{ label: text("Go to Homepage"), to: "/" }} />
          <ActionLink action={{ label: text("Contact Us"), to: "/contact" }} variant="secondary" />
        </>
      }
    >
      <p>{copy.description}</p>
    </MessagePage>
  );
}
