/**
 * Lets the browser paint the server's HTML before it fetches and runs the app's JavaScript.
 *
 * React Router's `<Scripts />` puts a `<link rel="modulepreload">` for every module of the matched
 * routes in the page and ends the body with an inline module script whose static imports (the
 * manifest, the route modules) run as soon as they arrive, and which then imports the client entry
 * to hydrate. On a phone's connection the ~190 KiB of scripts then shared the bandwidth with the
 * stylesheet and the first images, and their evaluation and the hydration could run before the first
 * paint: the visible page waited for JavaScript it does not need to be seen.
 *
 * This rewrites the page so that the first paint comes first: the preload tags leave the head, and
 * the module script waits for the first contentful paint (FIRST_PAINT_WAIT), then adds the same preloads (so the
 * module graph is still fetched in parallel, not as a waterfall) and imports the same modules in the
 * same order. A hidden tab and a framed page (the overlay) do not wait, and no page waits more than
 * a second. The page is server-rendered and usable as links and forms before hydration; hydration
 * comes a frame and the scripts' download later. A page without React Router's module script is
 * left as it is.
 */
const MODULE_SCRIPT_MARKER = 'type="module" async="">';
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="([^"]*)")?\/>/g;
const STATIC_NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm;
const STATIC_SIDE_EFFECT_IMPORT = /^import ("[^"\n]+");/gm;

/**
 * The wait put in front of the imports: the page's first contentful paint, in a visible top-level
 * page only (a hidden tab or an iframe that is not shown yet, such as the payment overlay loading
 * behind the page, paints nothing and waits for its hydration to show), and at most a second.
 *
 * The signal is the browser's own `first-contentful-paint` entry, delivered once the frame was
 * presented. A frame callback (requestAnimationFrame, then a task) fired too early on a busy
 * machine: the frame was painted but not yet on screen, the scripts were requested before the
 * first paint the browser reports, and Lighthouse's simulation then put their download in front of
 * the first paint and the hero picture (home LCP 2.1-2.2 s in 2 of 3 runs). Without the Paint
 * Timing API (old browsers) it waits for a rendered frame as before.
 */
export const FIRST_PAINT_WAIT =
  'if(document.visibilityState==="visible"&&window.top===window)await new Promise((r)=>{const go=()=>setTimeout(r,0),fcp=(l)=>l.some((e)=>e.name==="first-contentful-paint");setTimeout(r,1000);try{if(fcp(performance.getEntriesByType("paint")))return go();const o=new PerformanceObserver((l)=>{if(fcp(l.getEntries())){o.disconnect();go();}});o.observe({type:"paint"});}catch{requestAnimationFrame(go);}});';

/** The script that adds the module preloads (with the page's nonce) once the page has painted. */
function preloadScript(hrefs: string[], nonce: string | undefined): string {
  if (hrefs.length === 0) return "";
  const setNonce = nonce ? `l.nonce=${JSON.stringify(nonce)};` : "";
  return `for(const h of ${JSON.stringify(hrefs)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;${setNonce}document.head.append(l);}`;
}

export function deferHydration(page: string): string {
  const marker = page.indexOf(MODULE_SCRIPT_MARKER);
  if (marker < 0) return page;
  const bodyEnd = page.indexOf("</script>", marker);
  const body = page.slice(marker + MODULE_SCRIPT_MARKER.length, bodyEnd < 0 ? marker : bodyEnd);
  if (bodyEnd < 0 || !body.includes("window.__reactRouterRouteModules")) return page;

  const hrefs: string[] = [];
  let nonce: string | undefined;
  const withoutPreloads = (html: string) =>
    html.replace(MODULE_PRELOAD, (_tag, href: string, tagNonce: string | undefined) => {
      if (!hrefs.includes(href)) hrefs.push(href);
      nonce ??= tagNonce;
      return "";
    });
  const before = withoutPreloads(page.slice(0, marker));
  const after = withoutPreloads(page.slice(bodyEnd));
  const imports = body
    .replace(STATIC_NAMESPACE_IMPORT, "const $1 = await import($2);")
    .replace(STATIC_SIDE_EFFECT_IMPORT, "await import($1);");
  return `${before}${MODULE_SCRIPT_MARKER}${FIRST_PAINT_WAIT}${preloadScript(hrefs, nonce)}\n${imports}${after}`;
}
