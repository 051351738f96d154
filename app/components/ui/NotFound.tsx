import { notFoundPage } from "~/content/messages";
import { ButtonLink } from "./ButtonLink";
import { MessagePage } from "./MessagePage";

export function NotFound() {
  return (
    <MessagePage
      eyebrow="404"
      heading={notFoundPage.heading}
      actions={
        <>
          <ButtonLink to="/">Go to Homepage</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Contact Us
          </ButtonLink>
        </>
      }
    >
      <p>{notFoundPage.description}</p>
    </MessagePage>
  );
}
