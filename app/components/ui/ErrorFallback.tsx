import { errorPage } from "~/content/messages";
import { Button, ButtonLink } from "./ButtonLink";
import { MessagePage } from "./MessagePage";

/** Shown when a page fails to render (SPEC §8). */
export function ErrorFallback() {
  return (
    <MessagePage
      heading={errorPage.heading}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Reload Page</Button>
          <ButtonLink to="/" variant="secondary" reloadDocument>
            Go to Homepage
          </ButtonLink>
        </>
      }
    >
      <p>{errorPage.description}</p>
    </MessagePage>
  );
}
