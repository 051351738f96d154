import { errorPage } from "~/content/messages";
import { ActionButton, ActionLink } from "./Action";
import { MessagePage } from "./MessagePage";

/** Shown when a page fails to render. */
export function ErrorFallback() {
  return (
    <MessagePage
      heading={errorPage.heading}
      actions={
        <>
          <ActionButton onClick={() => window.location.reload()}>Reload Page</ActionButton>
          <ActionLink action={{ label: "Go to Homepage", to: "/" }} variant="secondary" reloadDocument />
        </>
      }
    >
      <p>{errorPage.description}</p>
    </MessagePage>
  );
}
