// The language selector (extra.alternate in mkdocs.yml and mkdocs.fr.yml) lands on the same page in the other
// language, with its query and its fragment, so that a widget opened at a step opens at that step there too: the
// two page sets have the same paths under their roots, and a link's state is language-neutral. The roots are the
// page's <link rel="alternate" hreflang> addresses, one per language. Listens before the theme does (capture), so
// that its own handling of the selector, which sends a reader from a sub-path's page to the other home page, never
// runs.
document.addEventListener("click", (event) => {
  const link = event.target instanceof Element
    ? /** @type {HTMLAnchorElement | null} */ (event.target.closest("a.md-select__link[hreflang]")) : null;
  if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  const roots = new Map([.../** @type {NodeListOf<HTMLLinkElement>} */ (document.querySelectorAll('link[rel="alternate"][hreflang]'))]
    .map((alternate) => [alternate.hreflang, new URL(alternate.href, location.href)]));
  const here = roots.get(document.documentElement.lang);
  const there = roots.get(link.hreflang);
  if (!here || !there) return;
  // The longest root the page lies under is its own: the English root holds the French one.
  const own = [...roots.values()].filter((root) => location.pathname.startsWith(root.pathname))
    .sort((a, b) => b.pathname.length - a.pathname.length)[0];
  if (!own || own.href !== here.href) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  location.assign(new URL(location.pathname.slice(here.pathname.length) + location.search + location.hash, there));
}, true);
