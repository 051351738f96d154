import { notFoundPage } from "~/content/messages";
import { ActionLink } from "./Action";
import { MessagePage } from "./MessagePage";

export function NotFound() {
  return (
    <MessagePage
      eyebrow="404"
      heading={notFoundPage.heading}
      actions={
        <>
          <ActionLink action={{ label: "Go to Homepage", to: "/" }} />
          <ActionLink action={{ label: "Contact Us", to: "/contact" }} variant="secondary" />
        </>
      }
    >
      <p>{notFoundPage.description}</p>
    </MessagePage>
  );
}
