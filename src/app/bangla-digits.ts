import { currentLanguage, subscribeLanguage } from '../i18n';
import { banglaDigits, latinDigits } from '../lib/digits';

/**
 * Bangla screens write every number a player reads (amounts, dates, times, counts, odds, countdowns)
 * in Bangla digits. The formatters write Latin digits (the same text is sent, copied and compared),
 * and the page's text is written in Bangla digits as it reaches the document: one place instead of
 * a language argument through every formatter and screen, so no number is missed. A mutation
 * observer runs before the browser paints, so Latin digits are never seen on a Bangla screen.
 *
 * Left alone: what players type or copy (inputs and textareas are not text nodes; codes, usernames
 * and transaction ids are marked translate="no"), scripts and styles.
 */
const SKIP = 'script, style, textarea, [translate="no"]';
/** attributes read aloud or shown: a screen reader in Bangla reads the same digits */
const ATTRIBUTES = ['aria-label', 'aria-valuetext', 'placeholder', 'title', 'alt'];
const LATIN = /[0-9]/;
const BANGLA = /[\u09E6-\u09EF]/;

type Write = (s: string) => string;

function skipped(node: Node): boolean {
  const el = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  return !el || el.closest(SKIP) !== null;
}

function rewriteText(node: Text, write: Write, test: RegExp): void {
  const value = node.nodeValue;
  if (value && test.test(value) && !skipped(node)) node.nodeValue = write(value);
}

function rewriteAttributes(el: Element, write: Write, test: RegExp): void {
  for (const name of ATTRIBUTES) {
    const value = el.getAttribute(name);
    if (value && test.test(value) && !skipped(el)) el.setAttribute(name, write(value));
  }
}

/** Every text node and labelled element under `root`. */
function rewriteTree(root: Node, write: Write, test: RegExp): void {
  if (root.nodeType === Node.TEXT_NODE) {
    rewriteText(root as Text, write, test);
    return;
  }
  if (root.nodeType !== Node.ELEMENT_NODE) return;
  rewriteAttributes(root as Element, write, test);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeType === Node.TEXT_NODE) rewriteText(n as Text, write, test);
    else rewriteAttributes(n as Element, write, test);
  }
}

let observer: MutationObserver | undefined;

function onMutations(records: MutationRecord[]): void {
  for (const r of records) {
    if (r.type === 'characterData') rewriteText(r.target as Text, banglaDigits, LATIN);
    else if (r.type === 'attributes') rewriteAttributes(r.target as Element, banglaDigits, LATIN);
    else for (const n of r.addedNodes) rewriteTree(n, banglaDigits, LATIN);
  }
}

function follow(): void {
  const root = document.body;
  if (!root) return;
  if (currentLanguage() === 'bn' && !observer) {
    rewriteTree(root, banglaDigits, LATIN);
    observer = new MutationObserver(onMutations);
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
  } else if (currentLanguage() !== 'bn' && observer) {
    observer.disconnect();
    observer = undefined;
    // texts React does not write again (an unchanged amount) are put back in Latin digits
    rewriteTree(root, latinDigits, BANGLA);
  }
}

/** Follows the language from now on (boot calls it once, before the first render). */
export function followLanguageDigits(): void {
  subscribeLanguage(follow);
  follow();
}
