/**
 * Presses made on a server-rendered page before the part pressed is live. Until the browser has
 * hydrated the root, or while the press lands in a lazily loaded part that has not hydrated yet
 * (`[data-lazy-part]` without `data-live`), a press of a button, toggle or tab is held: its default
 * is prevented and it is kept in `window[EARLY_CLICKS_GLOBAL].queue`. The client presses each again
 * once its part is live, so a press is never lost. Links are left alone: they work as plain links.
 */
export const EARLY_CLICKS_GLOBAL = '__confettiEarlyClicks';

const PRESSABLE =
  'button,[role=button],[role=checkbox],[role=switch],[role=tab],[role=menuitem],input[type=checkbox],input[type=radio],input[type=submit]';

/**
 * The id of the JSON block in a rendered page's <head> that lists its scripts instead of <script> and
 * <link rel="modulepreload"> tags: `{ "modules": [entry], "preloads": [chunks] }`.
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

// Each preload link a page adds costs the main thread a few milliseconds on a slow phone (its
// request is started inside appendChild): a page's dozens of them, added in one go, were one long
// task that held up the page. They go in a few at a time, a task each, after the page's entry.
const PRELOADS_PER_TASK = 3;

/**
 * The inline script the server puts in a rendered page's <head> (allowed by its hash in the CSP).
 * It holds early presses: `detail === 0` is a press by keyboard, which is pressed again as a click
 * alone. And it asks for the page's scripts only once the page has painted (a task after the first
 * animation frame), so on a slow connection the HTML, CSS and picture have the line to themselves
 * until the page shows; a tab opened in the background, which runs no frames, asks after a second.
 * The entry is asked for first, then the preloads a few per task.
 */
export const EARLY_CLICKS_SCRIPT = `(function(){var g=window.${EARLY_CLICKS_GLOBAL}={queue:[],rootLive:false,done:false};document.addEventListener('click',function(e){if(g.done||!(e.target instanceof Element))return;var el=e.target.closest('${PRESSABLE}');if(!el)return;if(g.rootLive&&!el.closest('[data-lazy-part]:not([data-live])'))return;e.preventDefault();e.stopImmediatePropagation();g.queue.push({el:el,keyboard:e.detail===0})},true);var asked=false;function load(){var b=document.getElementById('${PAGE_SCRIPTS_ELEMENT_ID}');if(asked||!b)return;asked=true;var s=JSON.parse(b.textContent);s.modules.forEach(function(h){var m=document.createElement('script');m.type='module';m.src=h;document.head.appendChild(m)});var p=s.preloads.slice();(function batch(){p.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});if(p.length)setTimeout(batch,0)})()}requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})();`;
