import faviconSvg from "../../public/favicon.svg?raw";
import { blogFeed } from "../content/feed";
import { svgDataUri } from "./svg-data-uri";

/** The links every page's head carries besides its stylesheet: icons, the manifest and the blog's feed. */
export const documentLinks = [
  // Written into the page: the browser would otherwise fetch it while the page's own image and
  // stylesheet are still arriving.
  { rel: "icon", href: svgDataUri(faviconSvg), type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "alternate", type: "application/rss+xml", title: blogFeed.title, href: blogFeed.path },
];
