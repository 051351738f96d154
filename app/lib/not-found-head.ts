import { notFoundPage } from "~/content/messages";
import { site } from "~/content/site";
import type { HeadTag } from "./head-markup";

/**
 * The head of the 404 page: its own title and text, kept out of search indexes, with no
 * canonical address. Small on purpose: the browser needs it for unknown slugs.
 */
export function notFoundHead(): HeadTag[] {
  return [
    { title: `${notFoundPage.title} | ${site.name}` },
    { name: "description", content: notFoundPage.description },
    { name: "robots", content: "noindex, follow" },
  ];
}
