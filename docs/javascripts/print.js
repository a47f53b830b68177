// The print links of the page For teachers (docs/teachers.md), "Print this handout" and "Print the lessons with the
// answers": a link leads to its address, which chooses what prints (docs/stylesheets/teachers.css), and this script
// then opens the browser's print window at once. Without the script the link still leads there, and the reader
// prints from the browser's menu. Loaded on every page (mkdocs.yml extra_javascript), it listens once on the window,
// so that the pages Material's instant navigation shows are served too, and as the click goes down to the link: the
// theme's own script (widgets/theme/main.html) stops there the click on a link within the page. A page without such
// a link is left alone.

window.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest("a.ma-print") : null;
  // A click that opens the link elsewhere (a new tab or window) prints nothing here.
  if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  // Once the browser has followed the link: the print styles read the address's new fragment (its :target).
  setTimeout(() => window.print());
}, true);
