/**
 * The page's head script that fetches the shell script (./index.ts) once the first content is
 * on screen, so that nothing competes with the page's own bytes before then; at once in a hidden
 * tab, which paints nothing. A frame callback is not enough: the frame it precedes is shown some
 * milliseconds later, and a script fetched in between competes with it. The first taps do not
 * wait for it (./first-taps.ts).
 */
export function shellLoaderScript(shellScript: string): string {
  return [
    "(function(){",
    `var d=0,l=function(){if(d)return;d=1;var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(shellScript)};document.head.append(s)};`,
    `if(document.visibilityState==="hidden")l();`,
    "else{var P=window.PerformanceObserver;",
    `if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)requestAnimationFrame(function(){setTimeout(l)});`,
    `else new P(function(p){p.getEntriesByName("first-contentful-paint").length&&l()}).observe({type:"paint",buffered:true})}`,
    "})();",
  ].join("");
}
