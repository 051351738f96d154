import { notFoundPage } from "~/content/messages";
import { pageHead } from "./seo";

/** The head of the 404 page: its own title and text, kept out of search indexes. */
export function notFoundHead() {
  return pageHead({
    path: "/404",
    title: notFoundPage.title,
    description: notFoundPage.description,
    noindex: true,
  });
}
