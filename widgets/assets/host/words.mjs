// The host's own words (the status line, the tools, the present view, the skip link and the errors the host words
// itself) in the page's language, as the engine's answers are (widgets/speech.py does the same for the Python side):
// written in English where they are used, and translated here by their English text, their {named} values filled in.
// French typography is written into the French: a no-break space before ":" and inside « », a narrow one before
// ";", "!" and "?". A text with no translation is shown in English. No access to the page at import: Node imports
// this module too.

/** @type {Readonly<Record<string, Readonly<Record<string, string>>>>} */
export const TRANSLATIONS = {
  fr: {
    // The status line.
    "Live: deal again, pick a seed or change the players.":
      "En direct\u00a0: redistribuez, choisissez une graine ou changez les joueurs.",
    "Live: step with the buttons or the arrow keys.": "En direct\u00a0: avancez avec les boutons ou les flèches du clavier.",
    "Live: change the case and settle it, then step with the buttons or the arrow keys.":
      "En direct\u00a0: changez le cas et faites-le régler, puis avancez avec les boutons ou les flèches du clavier.",
    "Live: step through the play with the buttons or the arrow keys, or take a seat and choose your cards.":
      "En direct\u00a0: suivez le jeu avec les boutons ou les flèches du clavier, ou prenez une place et choisissez vos cartes.",
    "Live: change the form and press its button, then step through the answer with the buttons or the arrow keys.":
      "En direct\u00a0: modifiez le formulaire et appuyez sur son bouton, puis parcourez la réponse avec les boutons ou les flèches du clavier.",
    "Live: the engine runs in your browser.": "En direct\u00a0: le moteur tourne dans votre navigateur.",
    "Loading the engine": "Chargement du moteur",
    "Loading the live engine ({step} of {of}): {text}… ": "Chargement du moteur ({step} sur {of})\u00a0: {text}… ",
    "waiting for the page to load": "en attendant que la page soit chargée",
    "fetching Python": "téléchargement de Python",
    "starting Python and loading the rules engine": "démarrage de Python et chargement du moteur de règles",
    "starting the widgets": "démarrage des widgets",
    "Sample deal, worked out in advance. Live dealing is unavailable ({reason}).":
      "Donne d’exemple, calculée à l’avance. La distribution en direct est indisponible ({reason}).",
    "the engine could not start": "le moteur n’a pas pu démarrer",
    "this browser cannot start the engine's worker": "ce navigateur ne peut pas lancer le moteur en arrière-plan",
    "the engine took too long to start": "le moteur a mis trop longtemps à démarrer",
    "the engine stopped": "le moteur s’est arrêté",
    "the engine's files could not be loaded": "les fichiers du moteur n’ont pas pu être chargés",
    "the engine's answer could not be read": "la réponse du moteur n’a pas pu être lue",
    "Pyodide could not start": "Pyodide n’a pas pu démarrer",
    "from its snapshot": "depuis son instantané",
    "from its snapshot (the copy this browser kept)": "depuis son instantané (la copie gardée par ce navigateur)",
    "the normal way": "de la manière habituelle",
    "the normal way ({reason})": "de la manière habituelle ({reason})",
    "The engine started {how} in {ms} ms.": "Le moteur a démarré {how} en {ms}\u00a0ms.",
    "Not accepted{label}{reason}. The last good table is kept.": "Refusé{label}{reason}. La dernière table valable est conservée.",
    // The tools and the present view.
    "Present full screen": "Présenter en plein écran",
    "Leave the present view (Esc)": "Quitter la présentation (Échap)",
    "This widget's link": "Le lien de ce widget",
    "QR code of the link": "Code QR du lien",
    "Scan, or open ": "Scannez, ou ouvrez ",
    ", step {step}": ", étape {step}",
    "Present and share this widget, or go back to its link": "Présenter et partager ce widget, ou revenir à son lien",
    "Link to copy ": "Lien à copier ",
    "Back to where the link opened": "Revenir au point de départ du lien",
    "Copy link": "Copier le lien",
    "Your browser did not let the page copy: the link is selected in the field, copy it from there.":
      "Votre navigateur n’a pas laissé la page copier\u00a0: le lien est sélectionné dans le champ, copiez-le depuis là.",
    "Link copied: it opens this page with every widget as it stands now.":
      "Lien copié\u00a0: il ouvre cette page avec chaque widget tel qu’il est maintenant.",
    // The page.
    "Skip to the first live widget": "Aller au premier widget en direct",
    "Table {count}under “{heading}” (scrolls sideways)": "Tableau {count}sous «\u00a0{heading}\u00a0» (défile sur le côté)",
  },
};

/**
 * The page's language, where it is not English: the primary subtag of `<html lang>` (`fr` for `fr-FR`), or null.
 * @param {Node | null | undefined} [node] a node of the page (by default the document)
 * @returns {string | null}
 */
export function pageLanguage(node) {
  const html = node ? node.ownerDocument?.documentElement ?? /** @type {Document} */ (node).documentElement : globalThis.document?.documentElement;
  const primary = (html?.lang || "").split("-")[0].toLowerCase();
  return primary && primary !== "en" ? primary : null;
}

/**
 * `text` in the page's language, its `{named}` values filled in from `values`.
 * @param {string} text the English
 * @param {Record<string, unknown>} [values]
 * @param {string | null} [language] by default the page's
 * @returns {string}
 */
export function say(text, values = {}, language = pageLanguage()) {
  const template = (language && TRANSLATIONS[language]?.[text]) || text;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}
