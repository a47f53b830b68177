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
// The kinds of widget whose arrow keys step through the explanation: the step-through, the card-by-card play, the
// calculator and the reader's own case once settled (whenever the widget shows its step buttons).
const STEPPED_KINDS = new Set(["steps", "play", "calculator", "scenario"]);
const LIVE_TEXT = {
  deal: "Live: deal again, pick a seed or change the players.",
  steps: "Live: step with the buttons or the arrow keys.",
  scenario: "Live: change the case and settle it, then step with the buttons or the arrow keys.",
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
    ahead: new WeakMap(), // root -> {key, reply}: the answer to a likely next press, asked ahead (see holdAnswer)
    defaults: new WeakMap(), // root -> its state as the page was built, as JSON: a link leaves it out
    linked: new WeakMap(), // root -> the fragment of its state, when that state is not its default
    presenting: null, // the widget shown in the present view, or null
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
  skipLink(roots[0] || null);
  if (roots.length) {
    scrollToLinked();
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
  rememberDefault(root);
  widgetTools(root);
  const fragment = fragmentFor(root);
  if (runtime.status === "failed") setUnavailable(root);
  else if (runtime.status === "ready" && fragment === null) setLive(root);
  else setLoading(root);
  if (fragment !== null) {
    openTabsOf(root);
    restore(root, fragment);
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
      const message = { state: readState(root), ...fields };
      const reply = await (heldReply(root, message) || ask(message));
      if (!root.isConnected) return;
      guard(() => apply(root, reply, after));
      if (reply && reply.response && reply.response.ok === true) askNextAhead(root, fields);
    } finally {
      runtime.busy.set(root, runtime.busy.get(root) - 1);
    }
  });
  runtime.queues.set(root, next.catch(() => undefined));
}

// A press's answer, asked ahead: once a step or a new deal is shown, the press likely to come next (nextPress); and
// any button's, as soon as it is pressed down. The reader's next click finds its answer held, or on its way, and
// the view changes in the frame of the click: a browser runs no message from the worker between a press and the
// frame it draws (docs/build.md, "The frame of the click"). An answer depends on its message alone, so one asked
// early is the one asked late; one never clicked is dropped.
function askNextAhead(root, fields) {
  runtime.ahead.delete(root);
  const press = nextPress(fields);
  if (!press) return;
  const value = press.value === undefined ? "" : `[data-value="${press.value}"]`;
  const control = root.querySelector(`${BODY} [data-action="${press.action}"]${value}`);
  if (control && !control.disabled) holdAnswer(root, press); // the last step has no next one
}

// The press likely to follow the one just shown: the same move again, from either end the way back in, and another
// new deal after a new deal.
const FOLLOWING_STEP = new Map([["next", "next"], ["first", "next"], ["previous", "previous"], ["last", "previous"]]);

function nextPress(fields) {
  if (fields.action === "new-deal") return { action: "new-deal" };
  const value = fields.action === "step" ? FOLLOWING_STEP.get(fields.value) : undefined;
  return value ? { action: "step", value } : null;
}

// Asks the answer to `fields` from the widget's state now, unless it is the one already held.
function holdAnswer(root, fields) {
  const message = { state: readState(root), ...fields };
  const key = JSON.stringify(message);
  const held = runtime.ahead.get(root);
  if (!held || held.key !== key) runtime.ahead.set(root, { key, reply: ask(message) });
}

// The answer asked ahead for exactly this message, or null; either way the widget holds none afterwards.
function heldReply(root, message) {
  const held = runtime.ahead.get(root);
  runtime.ahead.delete(root);
  return held && held.key === JSON.stringify(message) ? held.reply : null;
}

// A request's fields: the action, and its value if it has one.
function fieldsOf(action, value) {
  const fields = { action };
  if (value !== undefined && value !== null) fields.value = value;
  return fields;
}

function act(root, action, value) {
  send(root, fieldsOf(action, value), SAID_AFTER.has(action) ? afterStep : writeFragment);
}

// The actions after which the step shown is said: a move, and the predict mode's switch, answers and new try.
const SAID_AFTER = new Set(["step", "predict", "answer", "again"]);

// A step shown: its URL written, and its sentence said.
function afterStep(root, fragment) {
  writeFragment(root, fragment);
  sayStep(root);
  // In the present view the mode's switch lies below the table: once it is pressed, the view goes back to its top
  // and the focus to the widget, so that a clicker's next key steps it rather than scrolling the page.
  if (root === runtime.presenting && document.activeElement && isField(document.activeElement)) {
    root.scrollTop = 0;
    root.focus({ preventScroll: true });
  }
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
  const next = document.createElement("template");
  next.innerHTML = response.html;
  morph(body, next.content);
  for (const details of body.querySelectorAll("details")) {
    if (open.includes(details.className)) details.open = true; // what the reader opened stays open
  }
  if (response.state && typeof response.state === "object") {
    root.setAttribute("data-state", JSON.stringify(response.state));
  }
  const active = document.activeElement;
  if (focus && (!body.contains(active) || active.disabled)) refocus(body, focus); // the focused control is gone
  if (root === runtime.presenting) fitPresent(root, true);
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

// Makes the widget's body (`current`) hold the new view (`next`, parsed), keeping every node whose markup is the
// same: the control the reader pressed keeps its focus, and the browser restyles and lays out only what changed (a
// step changes the step's sentence, the table's cards and the list's current line, not the form). Children are
// paired in order, those past the shorter list removed or added; a form's field is replaced whole, so that it shows
// the new view's value.
function morph(current, next) {
  const old = [...current.childNodes];
  const fresh = [...next.childNodes];
  for (const gone of old.slice(fresh.length)) gone.remove();
  current.append(...fresh.slice(old.length));
  for (let i = 0; i < Math.min(old.length, fresh.length); i++) {
    const [was, now] = [old[i], fresh[i]];
    if (was.isEqualNode(now)) continue;
    if (was.nodeType === Node.ELEMENT_NODE && now.nodeType === Node.ELEMENT_NODE && sameShape(was, now)) {
      copyValues(was, now);
      morph(was, now);
    } else if (was.nodeType === Node.TEXT_NODE && now.nodeType === Node.TEXT_NODE) {
      was.data = now.data;
    } else {
      current.replaceChild(now, was);
    }
  }
}

// The elements whose value or choice the reader changes: replaced, never patched, when their markup changes.
const FIELDS = new Set(["INPUT", "SELECT", "TEXTAREA", "OPTION"]);

// What Material's focus-visible polyfill writes on the element focused from the keyboard: not the view's, so never
// a reason to replace that element, and kept on it.
const FOCUS_MARK = { attribute: "data-focus-visible-added", token: "focus-visible" };

// The names of an element's attributes that the view wrote, in order (those of the focus mark left out).
function viewNames(element) {
  const names = [];
  for (const { name, value } of element.attributes) {
    if (name === FOCUS_MARK.attribute) continue;
    if (name === "class" && value.split(" ").every((token) => !token || token === FOCUS_MARK.token)) continue;
    names.push(name);
  }
  return names;
}

// Whether `was` can be patched into `now`: the same tag, no field, and the view's attributes in the same order (a
// control that becomes disabled, or a <details> the reader opened, is replaced, so that the page's markup is
// always the view's, attribute for attribute).
function sameShape(was, now) {
  if (was.tagName !== now.tagName || FIELDS.has(was.tagName)) return false;
  const [before, after] = [viewNames(was), viewNames(now)];
  return before.length === after.length && before.every((name, i) => name === after[i]);
}

// The attributes' values of `now` on `was`, of the same shape: the focus mark kept on the element that has it, and
// what the polyfill leaves behind once the focus has gone (an empty class) taken away.
function copyValues(was, now) {
  const marked = was.classList.contains(FOCUS_MARK.token);
  for (const { name, value } of now.attributes) {
    const wanted = name === "class" && marked ? `${value} ${FOCUS_MARK.token}` : value;
    if (was.getAttribute(name) !== wanted) was.setAttribute(name, wanted);
  }
  if (!now.hasAttribute("class")) {
    if (marked) was.setAttribute("class", FOCUS_MARK.token);
    else was.removeAttribute("class");
  }
  if (!marked) was.removeAttribute(FOCUS_MARK.attribute);
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
    // a predict answer that revealed the step: on to Next, past the verdict
    controls.find((el) => key.action === "answer" && el.getAttribute("data-value") === "next" && enabled(el)) ||
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

// After a step action, the region says the sentence of the step now shown, so that a screen reader hears it; in the
// predict mode, what the body marks data-say comes first: the question asked, or the verdict on the answer.
function sayStep(root) {
  const said = [...root.querySelectorAll(`${BODY} [data-say], ${BODY} .ma-step__text`)];
  if (said.length) sayingRegion(root).textContent = said.map((part) => part.textContent.trim()).join(" ");
}

// ---- the URL fragment: #<widget id>:<state>;<widget id>:<state>… -------------------------------------------------

// A link holds the state of every widget of the page that left its default, one part per widget joined by ";",
// which an encoded state never holds (widgets/fragment.py writes it as %3B) nor an id (written with
// encodeURIComponent): a single-widget link, `#<id>:<state>`, is a link of one part. A link is read up to its
// MAX_PARTS-th part, each part at most the engine's own bound on a fragment (widgets/state.py MAX_FRAGMENT).
const PART_SEPARATOR = ";";
const MAX_PARTS = 16; // more than the widgets of any page of the site (seven at most)

// The parts of a link, in its order, as [id, state] pairs; a fragment that is no widget's (a rule's anchor) has none.
function linkParts(hash) {
  const parts = [];
  for (const part of hash.split(PART_SEPARATOR, MAX_PARTS)) {
    const colon = part.indexOf(":");
    if (colon < 1) continue;
    try {
      parts.push([decodeURIComponent(part.slice(0, colon)), part.slice(colon + 1)]);
    } catch (error) {
      // an id that is not percent-encoded text names no widget
    }
  }
  return parts;
}

function fragmentFor(root) {
  const part = linkParts(location.hash.slice(1)).find(([id]) => id === root.dataset.widget);
  return part ? part[1] : null;
}

// The state the page was built with, as JSON in a form that compares: a widget back at it leaves the link.
function rememberDefault(root) {
  runtime.defaults.set(root, comparable(readState(root)));
}

function comparable(state) {
  return JSON.stringify(state);
}

// The link part of a widget whose state left its default is its fragment; a widget back at its default leaves the
// link, which then names every other widget that left it, in page order (at most MAX_PARTS parts).
function writeFragment(root, fragment) {
  if (comparable(readState(root)) === runtime.defaults.get(root)) runtime.linked.delete(root);
  else runtime.linked.set(root, fragment);
  const hash = linkHash(null);
  const url = new URL(location.href);
  if (hash === "" && linkParts(url.hash.slice(1)).length === 0) return; // a rule's anchor stays
  url.hash = hash;
  if (url.href !== location.href) history.replaceState(history.state, "", url.href); // no scroll, no hashchange
}

// The fragment naming every widget that left its default, `first` (a widget, or null) leading even at its default
// (an empty state: the widget as built), so that the link opens on it.
function linkHash(first) {
  const parts = [];
  const part = (root, fragment) => `${encodeURIComponent(root.dataset.widget)}:${fragment}`;
  if (first) parts.push(part(first, runtime.linked.get(first) || ""));
  for (const root of roots()) {
    if (root !== first && runtime.linked.has(root)) parts.push(part(root, runtime.linked.get(root)));
  }
  return parts.slice(0, MAX_PARTS).join(PART_SEPARATOR);
}

// A link opens on the widget its first part names.
function scrollToLinked() {
  const [first] = linkParts(location.hash.slice(1));
  const root = first && roots().find((each) => each.dataset.widget === first[0]);
  if (root) scrollToWidget(root);
}

function scrollToWidget(root) {
  const header = document.querySelector(".md-header");
  const offset = header ? header.getBoundingClientRect().height + 8 : 8;
  window.scrollTo({ top: Math.max(root.getBoundingClientRect().top + window.scrollY - offset, 0) });
}

// ---- events ---------------------------------------------------------------------------------------------

function listen() {
  runtime.listening = true;
  document.addEventListener("pointerdown", (event) => guard(() => onPointerdown(event)));
  document.addEventListener("click", (event) => guard(() => onClick(event)));
  document.addEventListener("change", (event) => guard(() => onChange(event)));
  document.addEventListener("submit", (event) => guard(() => onSubmit(event)));
  document.addEventListener("keydown", (event) => guard(() => onKeydown(event)));
  window.addEventListener("hashchange", () => guard(onHashchange));
  document.addEventListener("fullscreenchange", () => guard(onFullscreenchange));
  window.addEventListener("click", (event) => guard(() => skipClick(event)), true); // before instant navigation
  window.addEventListener("resize", () => guard(() => runtime.presenting && fitPresent(runtime.presenting)));
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

// The control with an action that an event of the reader's fell on, if any.
function controlOf(event) {
  return event.target && event.target.closest ? event.target.closest("[data-action]") : null;
}

function onClick(event) {
  if (toolClick(event)) return;
  const control = controlOf(event);
  const root = widgetOf(control);
  if (!root || isField(control)) return; // selects and inputs speak through "change"
  event.preventDefault();
  if (control.disabled) return;
  run(root, control);
}

// A button of a live, idle widget pressed down: its answer is asked now, and the click at its release (a tenth of a
// second later, for a hand) finds it held. A form's button reads the form at the click, and is left to it.
function onPointerdown(event) {
  if (!event.isPrimary || event.button !== 0) return;
  const control = controlOf(event);
  const root = widgetOf(control);
  if (!root || isField(control) || control.disabled) return;
  if (root.dataset.status !== "live" || runtime.status !== "ready" || runtime.busy.get(root)) return;
  const action = control.getAttribute("data-action");
  const value = control.getAttribute("data-value");
  if (value === null && FORM_ACTIONS.has(action)) return;
  holdAnswer(root, fieldsOf(action, value));
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
  if (presentKey(event)) return;
  const target = event.target;
  const root = widgetOf(target) || focusedRoot(target);
  if (!root) return;
  if (event.key === "Enter" && target.matches("input") && isField(target)) {
    // Enter in the seed deals, in a hand settles (the scenario form has no submit button).
    event.preventDefault();
    submitDefault(root, target.form || target.closest("form") || root, null);
    return;
  }
  stepByKey(root, event, STEP_KEYS);
}

// A key of `keys` steps the widget `root`, when it steps and the focus is in none of its fields; a space on a button
// presses that button, as anywhere. Whether the key stepped it.
function stepByKey(root, event, keys) {
  const step = keys[event.key];
  const target = event.target;
  if (!step || event.shiftKey || !steps(root) || isField(target) || target.isContentEditable) return false;
  if (event.key === " " && target.closest && target.closest("button, a, summary")) return false;
  event.preventDefault();
  act(root, "step", step);
  return true;
}

function onHashchange() {
  for (const root of roots()) {
    const fragment = fragmentFor(root);
    if (fragment !== null) {
      openTabsOf(root);
      restore(root, fragment);
    }
  }
  scrollToLinked();
}

// A widget steps with its keys when it is of a stepping kind and shows its step buttons (a case still to settle
// has none).
function steps(root) {
  return STEPPED_KINDS.has(root.dataset.kind) && root.querySelector(`${BODY} [data-action="step"]`) !== null;
}

// The widget whose root itself has the focus (the skip link and the present view put it there), or null.
function focusedRoot(element) {
  return element && element.matches && element.matches(ROOT) && runtime.mounted.has(element) ? element : null;
}

function submitDefault(root, form, submitter) {
  const control =
    (submitter && submitter.hasAttribute("data-action") ? submitter : null) ||
    form.querySelector([...FORM_ACTIONS].map((action) => `[data-action="${action}"]`).join(", "));
  if (control) run(root, control);
}

// The actions whose value is the form's fields, read at the click.
const FORM_ACTIONS = new Set(["settle", "apply"]);

// The action of a button (or link) and the value it sends.
function run(root, control) {
  const action = control.getAttribute("data-action");
  let value = control.getAttribute("data-value");
  if (value === null && FORM_ACTIONS.has(action)) {
    value = formFields(control.form || control.closest("form") || root.querySelector(BODY));
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

// ---- the widget's tools: the present view and "Copy link" ------------------------------------------------------

const TOOLS = ".ma-widget__tools";
const PRESENTING = "is-presenting"; // the root's class in the present view, full screen or filling the window
const PRESENT_WORDS = { off: "Present full screen", on: "Leave the present view (Esc)" };
// Keys of a presentation clicker and of a keyboard in the present view: they step the widget shown.
const PRESENT_KEYS = { ...STEP_KEYS, PageUp: "previous", PageDown: "next", " ": "next" };
// How much the present view may enlarge or shrink a widget to fit its table, step and buttons in the screen.
const FIT = { least: 0.4, most: 2.4, tries: 8 };
// In the present view, what the screen need not hold: what widgets.css orders after the table (a positive `order`:
// the form, the mode's switch and the list of every step, or only the list where the form is the point, in a
// calculator or a scenario on a landscape screen), and fitting leaves it out.
const afterTheTable = (child) => Number(getComputedStyle(child).order) > 0;
// The custom property that tells widgets.css the screen's height in the zoomed body's pixels: a calculator's or a
// scenario's form, beside the table, is kept to it and scrolls inside.
const ROOM = "--ma-room";
// While a widget is presented, what watches its status line and its tools: a longer message (a refusal, "Link
// copied") wraps them onto more lines and pushes the body down, after the answer's fit; the view fits again.
let presentWatch = null;

// The tools stand between the status line and the body, which each answer replaces; made once per widget.
function widgetTools(root) {
  if (!root.hasAttribute("tabindex")) root.setAttribute("tabindex", "-1"); // the skip link's target
  if (root.querySelector(`:scope > ${TOOLS}`)) return;
  const tools = document.createElement("div");
  tools.className = TOOLS.slice(1);
  tools.setAttribute("role", "group");
  tools.setAttribute("aria-label", "Present and share this widget");
  const button = (tool, text) => {
    const element = document.createElement("button");
    element.type = "button";
    element.dataset.tool = tool;
    element.textContent = text;
    return element;
  };
  const field = document.createElement("label");
  field.className = "ma-widget__link";
  field.hidden = true;
  const input = document.createElement("input");
  input.readOnly = true;
  input.type = "text";
  field.append(document.createTextNode("Link to copy "), input);
  const said = document.createElement("span");
  said.className = "ma-widget__copied";
  said.setAttribute("role", "status");
  tools.append(button("present", PRESENT_WORDS.off), button("copy", "Copy link"), said, field);
  root.querySelector(`:scope > ${STATUS}`)?.after(tools);
  if (!root.querySelector(`:scope > ${TOOLS}`)) root.prepend(tools);
}

function toolClick(event) {
  const control = event.target && event.target.closest ? event.target.closest(`${TOOLS} [data-tool]`) : null;
  const root = control && control.closest(ROOT);
  if (!root || !runtime.mounted.has(root)) return false;
  event.preventDefault();
  if (control.dataset.tool === "copy") copyLink(root);
  else if (root === runtime.presenting) leavePresent();
  else present(root);
  return true;
}

// The page's address with every widget's state, this widget's first: it opens the page as the reader left it,
// on this widget. The Clipboard API copies it; where it is missing or refused, the link shows in a field, selected.
function copyLink(root) {
  const url = new URL(location.href);
  url.hash = linkHash(root);
  const said = root.querySelector(`${TOOLS} .ma-widget__copied`);
  const field = root.querySelector(`${TOOLS} .ma-widget__link`);
  const input = field.querySelector("input");
  const fallback = () => {
    input.value = url.href;
    field.hidden = false;
    input.focus();
    input.select();
    said.textContent = "Your browser did not let the page copy: the link is selected in the field, copy it from there.";
  };
  if (!navigator.clipboard || typeof navigator.clipboard.writeText !== "function") {
    fallback();
    return;
  }
  navigator.clipboard.writeText(url.href).then(
    () => {
      field.hidden = true;
      said.textContent = "Link copied: it opens this page with every widget as it stands now.";
    },
    () => guard(fallback),
  );
}

// The present view: the widget alone on the screen (the Fullscreen API on its root, or the whole window where the
// API is missing or refused), enlarged or shrunk so that its table, its step and its buttons fill the screen.
function present(root) {
  if (runtime.presenting) leavePresent();
  runtime.presenting = root;
  root.classList.add(PRESENTING);
  const button = root.querySelector(`${TOOLS} [data-tool="present"]`);
  button.textContent = PRESENT_WORDS.on;
  button.setAttribute("aria-pressed", "true");
  if (document.fullscreenEnabled && typeof root.requestFullscreen === "function") {
    root.requestFullscreen({ navigationUI: "hide" }).catch(() => undefined); // onFullscreenchange fits it anew
  }
  fitPresent(root);
  if (typeof ResizeObserver === "function") {
    presentWatch = new ResizeObserver(() => guard(() => runtime.presenting === root && fitPresent(root, true)));
    for (const line of root.querySelectorAll(`:scope > ${STATUS}, :scope > ${TOOLS}`)) presentWatch.observe(line);
  }
  root.focus({ preventScroll: true });
}

function leavePresent() {
  const root = runtime.presenting;
  if (!root) return;
  runtime.presenting = null;
  presentWatch?.disconnect();
  presentWatch = null;
  root.classList.remove(PRESENTING);
  const body = root.querySelector(BODY);
  if (body) {
    body.style.zoom = "";
    body.style.removeProperty(ROOM);
  }
  const button = root.querySelector(`${TOOLS} [data-tool="present"]`);
  button.textContent = PRESENT_WORDS.off;
  button.removeAttribute("aria-pressed");
  if (document.fullscreenElement === root) document.exitFullscreen().catch(() => undefined);
  if (root.isConnected) {
    scrollToWidget(root);
    button.focus({ preventScroll: true });
  }
}

// The largest zoom (within FIT) at which what the class must see, everything of the body but what follows the table,
// fits the screen without a scroll either way; a bisection, each try one layout. After an answer (`steady`) the zoom
// stays while the new step still fits, so that the cards keep their size from step to step; it shrinks when it must.
// Beside the table, the step is measured as the table is; a form beside it is as tall as the room left under the
// status line at most, each try telling widgets.css that room in the try's pixels.
function fitPresent(root, steady = false) {
  const body = root.querySelector(BODY);
  if (!body || !root.classList.contains(PRESENTING)) return;
  const shown = [...body.children].filter((child) => !afterTheTable(child));
  const top = () => root.getBoundingClientRect().top - root.scrollTop; // the top of the root's content, scrolled or not
  const zoomTo = (zoom) => {
    body.style.zoom = String(zoom);
    const room = root.clientHeight - (body.getBoundingClientRect().top - top());
    body.style.setProperty(ROOM, `${Math.max(0, room / zoom).toFixed(1)}px`);
  };
  const fits = (zoom) => {
    zoomTo(zoom);
    const bottom = Math.max(0, ...shown.map((child) => child.getBoundingClientRect().bottom - top()));
    return bottom <= root.clientHeight && body.scrollWidth <= body.clientWidth + 1;
  };
  const now = Number(body.style.zoom) || 0;
  if (steady && now && fits(now)) return;
  let [low, high] = [FIT.least, steady && now ? now : FIT.most];
  if (fits(high)) low = high;
  for (let i = 0; i < FIT.tries && low < high; i++) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  zoomTo(Math.floor(low * 100) / 100);
  root.scrollTop = 0;
}

// Keys while a widget is presented: Escape leaves; a clicker's keys (arrows, Page Up and Down, space) step it,
// wherever the focus is in it but in a field; a space on one of its buttons presses that button, as anywhere.
function presentKey(event) {
  const root = runtime.presenting;
  if (!root) return false;
  if (!root.isConnected) {
    leavePresent();
    return false;
  }
  if (event.key === "Escape") {
    event.preventDefault();
    leavePresent();
    return true;
  }
  return stepByKey(root, event, PRESENT_KEYS);
}

function onFullscreenchange() {
  const root = runtime.presenting;
  if (!root) return;
  if (document.fullscreenElement === root) fitPresent(root);
  else leavePresent(); // the browser left full screen (its own Escape)
}

// ---- the skip link to the first widget ---------------------------------------------------------------------------

const SKIP = "ma-skip-widget";

// On a page with widgets, a second skip link after Material's "Skip to content": Tab, Tab and Enter reach the first
// widget. Material redraws its skip area on each page of instant navigation; a page without widgets has none of ours.
function skipLink(first) {
  const area = document.querySelector('[data-md-component="skip"]');
  const link = document.getElementById(SKIP);
  if (!first || !area) {
    link?.remove();
    return;
  }
  const ours = link || document.createElement("a");
  ours.id = SKIP;
  ours.className = "md-skip";
  ours.href = `#${encodeURIComponent(first.id)}`;
  ours.textContent = "Skip to the first live widget";
  if (ours.parentElement !== area) area.append(ours);
}

// The link (a click, or Enter, which clicks it) focuses the widget itself, not its fragment, which would drop every
// widget's state from the address; it chooses the content tab that holds the widget.
function skipClick(event) {
  if (!event.target || !event.target.closest || !event.target.closest(`#${SKIP}`)) return;
  event.preventDefault();
  event.stopPropagation(); // instant navigation would follow the fragment
  skipToWidget();
}

function skipToWidget() {
  const root = roots()[0];
  if (!root) return;
  openTabsOf(root);
  scrollToWidget(root);
  root.focus({ preventScroll: true });
}
