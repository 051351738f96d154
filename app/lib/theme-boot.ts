import { SCHEMA_VERSION, STORAGE_KEY } from "./client-state";
import { darkQuery } from "./theme";

/**
 * Runs in <head> before the first paint so the page never flashes the wrong theme: the saved
 * choice wins, otherwise the system setting. Kept tiny and dependency-free on purpose.
 */
export const themeBootScript = `(function(){try{var d=document.documentElement,t=null;try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(
  STORAGE_KEY,
)})||"null");if(s&&s.version===${SCHEMA_VERSION}&&s.state&&(s.state.theme==="dark"||s.state.theme==="light"))t=s.state.theme}catch(e){}var k=t?t==="dark":matchMedia(${JSON.stringify(
  darkQuery,
)}).matches;d.classList.toggle("dark",k);d.style.colorScheme=k?"dark":"light"}catch(e){}})();`;
