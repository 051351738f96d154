import { errorPage } from "~/content/messages";
import { useTamil, useText } from "~/lib/page-language";
import { ActionButton, ActionLink } from "./Action";
import { MessagePage } from "./MessagePage";

/** Shown when a page fails to render. */
export function ErrorFallback() {
  const copy = useTamil()?.errorPage ?? errorPage;
  const text = useText();
  return (
    <MessagePage
      heading={copy.heading}
      actions={
        <>
          <ActionButton onClick={() => window.location.reload()}>{text("Reload Page")}</ActionButton>
          <ActionLink action={{ label: text("Go to Homepage"), to: "/" }} variant="secondary" />
        </>
      }
    >
      <p>{copy.description}</p>
    </MessagePage>
  );
}
