import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** A staff page as HTML; React escapes every text, so what a visitor typed stays text. */
export const renderPage = (page: ReactElement) => `<!doctype html>${renderToStaticMarkup(page)}`;
