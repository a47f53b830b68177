// The live widgets' host: mounts every widget of the page, starts the engine's worker once per visit,
// sends the reader's clicks and keys to it and swaps in the HTML it answers. See widgets/README.md (the
// contract with the Python renderer) and docs/build.md (how the site is built and what the reader sees).
//
// Loaded on every page as a module (mkdocs.yml extra_javascript). Material's instant navigation keeps this
// module alive across pages: it mounts from `document$` and keeps its one worker on `window`, so the engine
// boots once per visit. A page with widgets has already started that worker from a tiny script in its head
// (widgets/theme/main.html): the host adopts it. A page without widgets starts nothing.

const KEY = "maisonAcademiqueWidgets"; // window[KEY]: the runtime shared across instant navigation
const EARLY = "maisonAcademiqueEarlyWorker"; // window[EARLY]: the worker the page's head started, and its messages
const WORKER_URL = new URL("worker.mjs", import.meta.url); // the site may be served under any path
const BOOT_TIMEOUT_MS = 120000; // Pyodide is about 12 MB on a first visit: allow a slow connection
const ANSWER_TIMEOUT_MS = 30000; // once booted, an answer takes milliseconds
const ROOT = ".ma-widget[data-widget]";
const BODY = ".ma-widget__body";
const STATUS = ".ma-widget__status";
const SAID = ".ma-widget__said"; // the live region that says each step's sentence (see sayStep)
const STEP_KEYS = { ArrowLeft: "previous", ArrowRight: "next", Home: "first", End: "last" };
// The kinds of widget whose arrow keys step through the explanation: the step-through, the card-by-card play and
// the calculator.
const STEPPED_KINDS = new Set(["steps", "play", "calculator"]);
const LIVE_TEXT = {
  deal: "Live: deal again, pick a seed or change the players.",
  steps: "Live: step with the buttons or the arrow keys.",
  scenario: "Live: change the case and settle it.",
  play: "Live: step through the play with the buttons or the arrow keys, or take a seat and choose your cards.",
  calculator: "Live: change the form and press its button, then step through the answer with the buttons or the arrow keys.",
};

const runtime = window[KEY] || (window[KEY] = createRuntime());
if (!runtime.listening) listen();
if (window[EARLY]) guard(startWorker); // adopted at once: its messages are waiting
watchPaint();
if (!subscribe()) {
  // Material's bundle has not run yet (this module was loaded with `async`): wait for the parsed page.
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", () => subscribe() || guard(mountAll), { once: true });
  } else {
    guard(mountAll);
  }
}

// Mounts from Material's document$: the first page, then each page of instant navigation.
function subscribe() {
  const document$ = window.document$;
  if (!document$ || typeof document$.subscribe !== "function") return false;
  document$.subscribe(() => guard(mountAll));
  return true;
}

function createRuntime() {
  return {
    boots: 0, // workers started this visit: 1 once a page with widgets has been seen, never more
    status: "idle", // idle | booting | ready | failed
    stage: { step: 0, of: 3, text: "waiting for the page to load" },
    failure: null, // why the engine could not start, in words
    worker: null,
    timings: {}, // performance.now() at workerStart, ready, firstLive; bootMs and pythonMs from the worker
    pending: new Map(), // request id -> resolve
    nextId: 1,
    mounted: new WeakSet(),
    queues: new WeakMap(), // root -> promise of its last request: a widget's requests run in order
    busy: new WeakMap(), // root -> requests in flight
    painted: false, // the page has had its first contentful paint
    wanted: false, // a page of this visit has widgets
    listening: false,
  };
}

// Errors of ours never reach the console: a widget that cannot be updated says so in its status line.
function guard(action) {
  try {
    action();
  } catch (error) {
    runtime.lastError = String(error);
  }
}

// ---- mounting ---------------------------------------------------------------------------------------

function mountAll() {
  reachableTables();
  requestAnimationFrame(() => guard(reachableTables)); // Material may wrap the tables after this page's signal
  const roots = document.querySelectorAll(ROOT);
  for (const root of roots) mount(root);
  if (roots.length) {
    runtime.wanted = true;
    bootWhenReady();
  }
}

// A table wider than the page scrolls sideways inside Material's wrapper: the wrapper takes the keyboard focus,
// and says what it is, so that a reader without a mouse can scroll it too. Each is named after the heading it
// stands under (numbered when a heading has several), since two regions of a page may not share a name.
function reachableTables() {
  const names = new Map();
  let heading = document.title;
  for (const node of document.querySelectorAll("article :is(h1, h2, h3, h4, h5, h6), .md-typeset__scrollwrap")) {
    if (!node.classList.contains("md-typeset__scrollwrap")) {
      heading = node.textContent.replace(/¶\s*$/, "").trim();
      continue;
    }
    const count = (names.get(heading) || 0) + 1;
    names.set(heading, count);
    if (node.hasAttribute("tabindex")) continue;
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "region");
    node.setAttribute("aria-label", `Table ${count > 1 ? `${count} ` : ""}under “${heading}” (scrolls sideways)`);
  }
}

function mount(root) {
  if (runtime.mounted.has(root)) return;
  runtime.mounted.add(root);
  sayingRegion(root);
  const fragment = fragmentFor(root);
  if (runtime.status === "failed") setUnavailable(root);
  else if (runtime.status === "ready" && fragment === null) setLive(root);
  else setLoading(root);
  if (fragment !== null) {
    openTabsOf(root);
    restore(root, fragment);
    scrollToWidget(root);
  }
}

// A widget in a content tab that is not chosen (Ferme's 1800 edition) is hidden: a shared link to it chooses the
// tab that holds it, and each tab around that one, so that the link opens on the widget it names.
function openTabsOf(root) {
  for (let block = root.closest(".tabbed-block"); block; block = block.parentElement.closest(".tabbed-block")) {
    const set = block.closest(".tabbed-set");
    if (!set || block.parentElement.parentElement !== set) return;
    const input = set.querySelectorAll(":scope > input")[[...block.parentElement.children].indexOf(block)];
    if (input && !input.checked) {
      input.checked = true;
      input.dispatchEvent(new Event("change", { bubbles: true })); // Material follows the chosen tab's label
    }
  }
}

function roots() {
  return [...document.querySelectorAll(ROOT)].filter((root) => runtime.mounted.has(root));
}

// ---- the worker -----------------------------------------------------------------------------------------

// Without a worker from the page's head (a first page without widgets, then instant navigation to one with them),
// the engine starts after the first paint (the page's own content first), on a page with widgets. The first
// contentful paint (Paint Timing) tells; a browser without Paint Timing waits for the load event and a frame.
function watchPaint() {
  if (runtime.painted || runtime.watchingPaint) return;
  runtime.watchingPaint = true;
  let done = false;
  const painted = () => {
    if (done) return;
    done = true;
    runtime.painted = true;
    setTimeout(bootWhenReady, 0);
  };
  if (performance.getEntriesByName("first-contentful-paint").length) {
    // Already painted: start now, before the page's own start-up work (Material's) takes the main thread.
    done = true;
    runtime.painted = true;
    bootWhenReady();
    return;
  }
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.includes("paint")) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        painted();
      }
    });
    observer.observe({ type: "paint", buffered: true });
  }
  const afterLoad = () => {
    requestAnimationFrame(() => setTimeout(painted, 0));
    setTimeout(painted, 1000); // a page in a background tab gets no animation frame
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

// Starts the worker once the page has painted and holds a widget (already parsed, or mounted).
function bootWhenReady() {
  if (runtime.painted && (runtime.wanted || document.querySelector(ROOT))) guard(startWorker);
}

// Adopts the worker the page's head started, or starts one.
function startWorker() {
  if (runtime.worker || runtime.status === "failed" || runtime.status === "ready") return;
  const early = window[EARLY];
  delete window[EARLY];
  runtime.status = "booting";
  runtime.boots += 1;
  let worker = early && early.worker;
  if (worker) {
    runtime.timings.workerStart = early.started;
    worker.onmessage = worker.onerror = worker.onmessageerror = null; // the head script's buffering stops here
  } else {
    runtime.timings.workerStart = performance.now();
    mark("ma-widgets:worker-start");
    try {
      worker = new Worker(WORKER_URL, { type: "module", name: "maison-academique-engine" });
    } catch (error) {
      fail("this browser cannot start the engine's worker");
      return;
    }
  }
  runtime.worker = worker;
  worker.addEventListener("message", (event) => guard(() => onWorkerMessage(event.data)));
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    guard(onWorkerError);
  });
  worker.addEventListener("messageerror", () => guard(onMessageError));
  runtime.bootTimer = setTimeout(() => guard(() => fail("the engine took too long to start")), BOOT_TIMEOUT_MS);
  for (const [type, data] of early ? early.events : []) {
    if (type === "message") guard(() => onWorkerMessage(data));
    else guard(type === "error" ? onWorkerError : onMessageError);
  }
}

function onWorkerError() {
  fail(runtime.status === "ready" ? "the engine stopped" : "the engine's files could not be loaded");
}

function onMessageError() {
  fail("the engine's answer could not be read");
}

function onWorkerMessage(data) {
  if (!data || typeof data !== "object") return;
  if (data.type === "stage") {
    runtime.stage = { step: Number(data.step) || 0, of: Number(data.of) || 3, text: String(data.text || "") };
    for (const root of roots()) if (root.dataset.status === "loading") setLoading(root);
  } else if (data.type === "ready") {
    clearTimeout(runtime.bootTimer);
    runtime.status = "ready";
    runtime.timings.ready = performance.now();
    runtime.timings.bootMs = data.ms; // in the worker: the engine started (bootPath says how), widgets.live imported
    runtime.timings.pythonMs = data.pythonMs; // in the worker: Python restored, or booted with the wheel
    // "snapshot" (kept: from the copy this browser kept of it), or "normal" and why
    runtime.bootPath = data.boot || { path: "normal", reason: "", kept: false };
    mark("ma-widgets:ready");
    for (const root of roots()) {
      if (!runtime.busy.get(root) && root.dataset.status === "loading") setLive(root);
    }
  } else if (data.type === "failed") {
    fail(String(data.reason || "Pyodide could not start"));
  } else if (data.type === "response") {
    const resolve = runtime.pending.get(data.id);
    if (resolve) {
      runtime.pending.delete(data.id);
      resolve(data);
    }
  }
}

// How the engine started, for the live status line's tooltip: quiet, but there for whoever looks.
function bootDetails() {
  const { path, reason, kept } = runtime.bootPath || { path: "normal", reason: "", kept: false };
  const snapshot = `from its snapshot${kept ? " (the copy this browser kept)" : ""}`;
  const how = path === "snapshot" ? snapshot : `the normal way${reason ? ` (${reason})` : ""}`;
  return `The engine started ${how} in ${runtime.timings.bootMs} ms.`;
}

// Pyodide could not start: every widget keeps its static view, and says live dealing is unavailable.
function fail(reason) {
  if (runtime.status === "failed") return;
  clearTimeout(runtime.bootTimer);
  runtime.status = "failed";
  runtime.failure = reason;
  if (runtime.worker) runtime.worker.terminate();
  runtime.worker = null;
  for (const resolve of runtime.pending.values()) resolve({ failed: true });
  runtime.pending.clear();
  for (const root of roots()) setUnavailable(root);
}

function ask(message) {
  return new Promise((resolve) => {
    if (runtime.status === "failed") return resolve({ failed: true });
    startWorker(); // a reader quicker than the first paint starts it at once
    if (!runtime.worker) return resolve({ failed: true });
    const id = runtime.nextId++;
    runtime.pending.set(id, resolve);
    if (runtime.status === "ready") {
      setTimeout(() => {
        if (runtime.pending.delete(id)) resolve({ error: "the engine did not answer in time" });
      }, ANSWER_TIMEOUT_MS);
    }
    try {
      runtime.worker.postMessage({ type: "request", id, message });
    } catch (error) {
      runtime.pending.delete(id);
      resolve({ error: "the request could not be sent to the engine" });
    }
  });
}

// ---- requests and answers -------------------------------------------------------------------------------

// Queues a request for a widget. `fields` are read from the page now; the state is read when the request
// leaves, so a quick second click starts from the first click's answer.
function send(root, fields, after) {
  runtime.busy.set(root, (runtime.busy.get(root) || 0) + 1);
  if (root.dataset.status !== "live" && root.dataset.status !== "error" && runtime.status !== "failed") {
    setLoading(root);
  }
  const previous = runtime.queues.get(root) || Promise.resolve();
  const next = previous.then(async () => {
    try {
      if (!root.isConnected) return;
      const reply = await ask({ state: readState(root), ...fields });
      if (root.isConnected) guard(() => apply(root, reply, after));
    } finally {
      runtime.busy.set(root, runtime.busy.get(root) - 1);
    }
  });
  runtime.queues.set(root, next.catch(() => undefined));
}

function act(root, action, value) {
  const fields = { action };
  if (value !== undefined && value !== null) fields.value = value;
  send(root, fields, action === "step" ? afterStep : writeFragment);
}

// A step shown: its URL written, and its sentence said.
function afterStep(root, fragment) {
  writeFragment(root, fragment);
  sayStep(root);
}

function restore(root, fragment) {
  send(root, { fragment }, writeFragment);
}

function readState(root) {
  try {
    return JSON.parse(root.getAttribute("data-state") || "null");
  } catch (error) {
    return null;
  }
}

function apply(root, reply, after) {
  if (!reply || reply.failed) {
    setUnavailable(root);
    return;
  }
  const response = reply.response;
  if (reply.error || !response || typeof response !== "object" || typeof response.html !== "string") {
    setStatus(root, "error", `Error: ${reply.error || "the engine's answer could not be read"}. The view is unchanged.`);
    return;
  }
  const body = root.querySelector(BODY);
  if (!body) return;
  const focus = focusKey(body);
  const open = [...body.querySelectorAll("details[open]")].map((details) => details.className);
  body.innerHTML = response.html;
  for (const details of body.querySelectorAll("details")) {
    if (open.includes(details.className)) details.open = true; // what the reader opened stays open
  }
  if (response.state && typeof response.state === "object") {
    root.setAttribute("data-state", JSON.stringify(response.state));
  }
  refocus(body, focus);
  if (response.ok === true) {
    setLive(root);
    if (typeof response.fragment === "string" && after) after(root, response.fragment);
  } else {
    const error = response.error && typeof response.error === "object" ? response.error : {};
    // The field as the page names it (the engine's field name is for programs), then the reason.
    const label = typeof error.label === "string" && error.label ? ` (${error.label.toLowerCase()})` : "";
    const reason = typeof error.reason === "string" && error.reason ? `: ${error.reason}` : "";
    setStatus(root, "error", `Not accepted${label}${reason}. The last good table is kept.`);
  }
}

// ---- focus ----------------------------------------------------------------------------------------------

function focusKey(body) {
  const active = document.activeElement;
  if (!active || active === body || !body.contains(active)) return null;
  return {
    action: active.getAttribute("data-action"),
    value: active.getAttribute("data-value"),
    name: active.getAttribute("name"),
  };
}

function refocus(body, key) {
  if (!key) return;
  const controls = [...body.querySelectorAll("[data-action], [name]")];
  const enabled = (element) => !element.disabled;
  // A card the rules forbid now (a played card's neighbour) is never where focus lands by default, so that a
  // second Enter plays a legal card.
  const open = (element) => enabled(element) && !element.classList.contains("is-illegal");
  const target =
    controls.find((el) => key.action !== null && el.getAttribute("data-action") === key.action &&
      el.getAttribute("data-value") === key.value && enabled(el)) ||
    controls.find((el) => key.name !== null && el.getAttribute("name") === key.name && enabled(el)) ||
    // where the view says the reader goes on (Continue after a trick's end, the first card allowed at a turn), so
    // that a control gone with the last view never sends the focus back to the form at the top
    controls.find((el) => el.hasAttribute("data-go-on") && open(el)) ||
    // the same kind of control (Next is disabled on the last step: stay among the step buttons)
    controls.find((el) => key.action !== null && el.getAttribute("data-action") === key.action && open(el)) ||
    controls.find((el) => el.hasAttribute("data-action") && open(el));
  if (target) target.focus({ preventScroll: true });
}

// ---- status line ------------------------------------------------------------------------------------------

function setStatus(root, status, text, progress) {
  root.setAttribute("data-status", status);
  const line = root.querySelector(STATUS);
  if (!line) return;
  const bar = line.querySelector("progress");
  if (progress) {
    const words = line.firstChild && line.firstChild.nodeType === Node.TEXT_NODE ? line.firstChild : null;
    if (bar && words && line.childNodes.length === 2) {
      if (words.data !== text) words.data = text;
      bar.max = progress.of;
      bar.value = progress.step;
      return;
    }
    const fresh = document.createElement("progress");
    fresh.max = progress.of;
    fresh.value = progress.step;
    fresh.setAttribute("aria-label", "Loading the engine");
    line.replaceChildren(document.createTextNode(text), fresh);
  } else if (bar || line.textContent !== text) {
    line.textContent = text;
  }
}

function setLoading(root) {
  const { step, of, text } = runtime.stage;
  const words = `Loading the live engine (${Math.min(step, of)} of ${of}): ${text}… `;
  setStatus(root, "loading", words, { step: Math.max(step - 1, 0) + (runtime.status === "ready" ? 1 : 0), of });
}

function setLive(root) {
  setStatus(root, "live", LIVE_TEXT[root.dataset.kind] || "Live: the engine runs in your browser.");
  root.querySelector(STATUS)?.setAttribute("title", bootDetails());
  if (runtime.timings.firstLive === undefined) {
    runtime.timings.firstLive = performance.now();
    mark("ma-widgets:first-live");
  }
}

// Kept as data-status="static" on purpose: the static view is still right, only live dealing is missing.
function setUnavailable(root) {
  const reason = runtime.failure || "the engine could not start";
  setStatus(root, "static", `Sample deal, worked out in advance. Live dealing is unavailable (${reason}).`);
}

// ---- the step said aloud ------------------------------------------------------------------------------------

// The widget's polite live region, made once when it mounts: it lies outside the body, which each answer replaces,
// because a screen reader reads the changes of a region it already knows, not a region born with its text.
function sayingRegion(root) {
  let region = root.querySelector(`:scope > ${SAID}`);
  if (!region) {
    region = document.createElement("p");
    region.className = `ma-sr ${SAID.slice(1)}`;
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-atomic", "true");
    root.append(region);
  }
  return region;
}

// After a step action, the region says the sentence of the step now shown, so that a screen reader hears it.
function sayStep(root) {
  const sentence = root.querySelector(`${BODY} .ma-step__text`);
  if (sentence) sayingRegion(root).textContent = sentence.textContent.trim();
}

// ---- the URL fragment: #<widget id>:<state> ----------------------------------------------------------------

function fragmentFor(root) {
  const hash = location.hash.slice(1);
  const colon = hash.indexOf(":");
  if (colon < 1) return null;
  let id = hash.slice(0, colon);
  try {
    id = decodeURIComponent(id);
  } catch (error) {
    return null;
  }
  return id === root.dataset.widget ? hash.slice(colon + 1) : null;
}

function writeFragment(root, fragment) {
  const url = new URL(location.href);
  url.hash = `${encodeURIComponent(root.dataset.widget)}:${fragment}`;
  if (url.href !== location.href) history.replaceState(history.state, "", url.href); // no scroll, no hashchange
}

function scrollToWidget(root) {
  const header = document.querySelector(".md-header");
  const offset = header ? header.getBoundingClientRect().height + 8 : 8;
  window.scrollTo({ top: Math.max(root.getBoundingClientRect().top + window.scrollY - offset, 0) });
}

// ---- events ---------------------------------------------------------------------------------------------

function listen() {
  runtime.listening = true;
  document.addEventListener("click", (event) => guard(() => onClick(event)));
  document.addEventListener("change", (event) => guard(() => onChange(event)));
  document.addEventListener("submit", (event) => guard(() => onSubmit(event)));
  document.addEventListener("keydown", (event) => guard(() => onKeydown(event)));
  window.addEventListener("hashchange", () => guard(onHashchange));
}

// The widget whose body holds `element`, or null.
function widgetOf(element) {
  if (!element || typeof element.closest !== "function") return null;
  const root = element.closest(ROOT);
  const body = root && root.querySelector(BODY);
  return body && body.contains(element) && runtime.mounted.has(root) ? root : null;
}

function isField(element) {
  return element.matches("select, textarea, input:not([type=button]):not([type=submit]):not([type=reset])");
}

function onClick(event) {
  const control = event.target && event.target.closest ? event.target.closest("[data-action]") : null;
  const root = widgetOf(control);
  if (!root || isField(control)) return; // selects and inputs speak through "change"
  event.preventDefault();
  if (control.disabled) return;
  run(root, control);
}

function onChange(event) {
  const control = event.target;
  const root = widgetOf(control);
  if (!root || !control.hasAttribute("data-action") || !isField(control)) return;
  act(root, control.getAttribute("data-action"), control.value);
}

function onSubmit(event) {
  const root = widgetOf(event.target);
  if (!root) return;
  event.preventDefault(); // a widget's form never reloads the page
  submitDefault(root, event.target, event.submitter);
}

function onKeydown(event) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
  const target = event.target;
  const root = widgetOf(target);
  if (!root) return;
  if (event.key === "Enter" && target.matches("input") && isField(target)) {
    // Enter in the seed deals, in a hand settles (the scenario form has no submit button).
    event.preventDefault();
    submitDefault(root, target.form || target.closest("form") || root, null);
    return;
  }
  const step = STEP_KEYS[event.key];
  if (!step || event.shiftKey || !STEPPED_KINDS.has(root.dataset.kind) || isField(target) || target.isContentEditable) return;
  event.preventDefault();
  act(root, "step", step);
}

function onHashchange() {
  for (const root of roots()) {
    const fragment = fragmentFor(root);
    if (fragment !== null) {
      openTabsOf(root);
      restore(root, fragment);
      scrollToWidget(root);
    }
  }
}

function submitDefault(root, form, submitter) {
  const control =
    (submitter && submitter.hasAttribute("data-action") ? submitter : null) ||
    form.querySelector('[data-action="settle"], [data-action="apply"]');
  if (control) run(root, control);
}

// The action of a button (or link) and the value it sends.
function run(root, control) {
  const action = control.getAttribute("data-action");
  let value = control.getAttribute("data-value");
  if (value === null) {
    const scope = control.form || control.closest("form") || root.querySelector(BODY);
    if (action === "settle" || action === "apply") {
      value = formFields(scope);
    }
  }
  act(root, action, value);
}

// A form's named fields as {name: value}: the scenario's hands come as hand-1, hand-2... and the farmer,
// other games' forms add their own fields (stakes, order, pack...). Python reads them (widgets/live.py).
function formFields(scope) {
  const fields = {};
  for (const input of scope.querySelectorAll("input[name], select[name], textarea[name]")) {
    if (input.type === "checkbox" || input.type === "radio") {
      if (input.checked) fields[input.name] = input.value;
    } else {
      fields[input.name] = input.value.trim();
    }
  }
  return fields;
}

function mark(name) {
  try {
    performance.mark(name);
  } catch (error) {
    // marks are a measuring aid only
  }
}
