// The URL fragment: #<widget id>:<state>;<widget id>:<state>… A link holds the state of every widget of the page
// that left its default, one part per widget joined by ";", which an encoded state never holds (widgets/fragment.py
// writes it as %3B) nor an id (written with encodeURIComponent): a single-widget link, `#<id>:<state>`, is a link of
// one part. A link is read up to its MAX_PARTS-th part, each part at most the engine's own bound on a fragment
// (widgets/state.py MAX_FRAGMENT). How the page's address is written is links.mjs's; this module reads and writes
// the text alone, and Node imports it too.

const PART_SEPARATOR = ";";
export const MAX_PARTS = 16; // more than the widgets of any page of the site (seven at most)

/**
 * The parts of a link, in its order, as [id, state] pairs; a fragment that is no widget's (a rule's anchor) has none.
 * @param {string} hash the fragment, without its "#"
 * @returns {Array<[string, string]>}
 */
export function linkParts(hash) {
  /** @type {Array<[string, string]>} */
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

/**
 * The fragment of a link holding these [id, state] parts, in their order (at most MAX_PARTS): linkParts reads it back.
 * @param {Array<[string, string]>} parts
 * @returns {string}
 */
export function linkOf(parts) {
  return parts.slice(0, MAX_PARTS).map(([id, state]) => `${encodeURIComponent(id)}:${state}`).join(PART_SEPARATOR);
}

/**
 * The state a link gives the widget `root`, or null where it names none.
 * @param {{dataset: DOMStringMap}} root
 * @param {string} [hash] the fragment, without its "#": by default the page's
 * @returns {string | null}
 */
export function fragmentFor(root, hash = location.hash.slice(1)) {
  const part = linkParts(hash).find(([id]) => id === root.dataset.widget);
  return part ? part[1] : null;
}

/**
 * Where a link belongs that names widgets this page no longer holds: the address of the page they moved to, or null.
 * A page names the widgets that moved away, and where, on a link of its own (`data-moved-widgets`: their ids,
 * separated by spaces), so that a link shared before the move still opens them.
 * @param {string} hash the fragment, without its "#"
 * @param {Array<{ids: string[], href: string}>} moves the page's moved widgets and where each group went
 * @param {Set<string>} here the ids of the page's own widgets
 * @returns {string | null}
 */
export function movedTo(hash, moves, here) {
  const named = linkParts(hash).map(([id]) => id).filter((id) => !here.has(id));
  if (!named.length) return null;
  const move = moves.find(({ ids }) => named.every((id) => ids.includes(id)));
  return move ? move.href : null;
}

/**
 * A state as JSON in a form that compares: a widget back at the state the page was built with leaves the link.
 * @param {unknown} state
 * @returns {string}
 */
export function comparable(state) {
  return JSON.stringify(state);
}
