/**
 * Gatsby's runtime scripts (webpack runtime, framework, app) start loading only after the first
 * paint. Written as `<script async>` at the end of the body, they are fetched while the page is
 * still parsing and compete with the HTML, the first-screen images and the first paint for a slow
 * phone's bandwidth and main thread. The page is complete without them (server-rendered), so the
 * content goes first and the scripts follow one frame later.
 */

/** Gatsby's body scripts, as its build writes them. */
const ASYNC_SCRIPT = /<script src="([^"<>]+\.js)" async(?:="")?><\/script>/g;

/** The inline script that adds `sources` (as async scripts) after the next paint. */
export function loaderScript(sources: readonly string[]): string {
  return (
    `(function(s){var d=!1;function l(){if(d)return;d=!0;s.forEach(function(u){` +
    `var e=document.createElement("script");e.src=u;e.async=!0;document.body.appendChild(e)})}` +
    // A frame callback runs just before its frame is painted; the task it queues runs after.
    // A tab opened in the background paints no frames: the timer loads the scripts there.
    `requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1e3)})(${JSON.stringify(sources)})`
  );
}

/** The page with its async script tags replaced by one loader where the first one was. */
export function withScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return "";
    first = false;
    return `<script>${loaderScript(sources)}</script>`;
  });
}
