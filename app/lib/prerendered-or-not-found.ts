import { data, isRouteErrorResponse } from "react-router";

/**
 * The client side of a slug route's loader. Only known slugs are prerendered; at any other
 * slug the server sends the app shell with status 404, there is no route data to load, and
 * the router reports that as a plain error. Turn that into a 404 the error boundary shows as
 * Page Not Found. A failed network request is left as it is: it is not a missing page.
 */
export async function prerenderedOrNotFound<T>(serverLoader: () => Promise<T>): Promise<T> {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof TypeError) throw error;
    if (isRouteErrorResponse(error) && error.status !== 404) throw error;
    throw data("Not Found", { status: 404 });
  }
}
