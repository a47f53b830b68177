// The selectors of a widget's parts: its root, body and status line as widgets/render.py writes them, and the live
// region and the tools the host adds when it mounts the widget. No access to the page: Node imports this module too.

export const ROOT = ".ma-widget[data-widget]";
export const BODY = ".ma-widget__body";
export const STATUS = ".ma-widget__status";
export const SAID = ".ma-widget__said"; // the live region that says each step's sentence (see said.mjs)
export const TOOLS = ".ma-widget__tools"; // the present view's button, "Copy link" and the way back (see tools.mjs)
export const QUESTION = ".ma-predict"; // the predict mode's question, while a step is asked (widgets/predict.py)

/**
 * A control of a widget: a button, a field or a link (which has no `disabled`), most with data-action.
 * @typedef {HTMLElement & {disabled?: boolean, form?: HTMLFormElement | null}} Control
 */
