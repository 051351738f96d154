import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { reportError } from "~/lib/error-reporting";
import { ErrorFallback } from "./ErrorFallback";
import { NotFound } from "./NotFound";

/** What an error boundary shows: Page Not Found for a 404, otherwise the error page (and the error is reported). */
export function RouteError({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) reportError(error);
  }, [error, notFound]);
  return notFound ? <NotFound /> : <ErrorFallback />;
}
