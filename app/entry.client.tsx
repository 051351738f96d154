import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { silenceNetworkNoiseWhenPrerendering } from "./lib/prerender-console";

silenceNetworkNoiseWhenPrerendering(navigator.userAgent);

// After a deploy, an open tab may ask for a route chunk that no longer exists (Vite fires
// vite:preloadError). Reload once to pick up the new build instead of leaving a dead link.
window.addEventListener("vite:preloadError", (event) => {
  const key = "cleverobotics:reloaded-for";
  if (sessionStorage.getItem(key) === location.pathname) return;
  event.preventDefault();
  sessionStorage.setItem(key, location.pathname);
  location.reload();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
