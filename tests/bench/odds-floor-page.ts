/**
 * The odds page's own floor: the page as rendered (its HTML and stylesheets, saved as a static page)
 * with the DOM writes the app made while prices streamed, replayed by a plain script at the same
 * offsets. Whatever the app's script does, one update costs at least what these writes cost.
 *
 * recordOddsPage runs in the live page (page.evaluate) or in jsdom (the unit test): it snapshots the
 * page and logs every text, attribute and child-list change from then on. buildFloorPage turns both
 * into one HTML file with the replay script inside. No imports: the functions run in browsers.
 */

/** One DOM write: a text node's data, an element's attribute (null: removed), an element's children. */
export type FloorOp = ['text', number[], string] | ['attr', number[], string, string | null] | ['html', number[], string];

/** The writes of one task, at ms from the start; `update` when it changed a price (one poll cycle). */
export interface FloorGroup {
  at: number;
  update: boolean;
  ops: FloorOp[];
}

export interface FloorCapture {
  /** the html element's and body's attributes, and the body's markup without scripts */
  htmlAttrs: Array<[string, string]>;
  bodyAttrs: Array<[string, string]>;
  body: string;
  /** every stylesheet's text in document order (links fetched, style elements as they are) */
  css: string[];
  scrollY: number;
  viewport: { width: number; height: number };
  groups: FloorGroup[];
}

/**
 * Starts recording in the page; the promise answers after `ms` with the snapshot taken at the start
 * and every write since. Paths are child indexes from the body, valid in the snapshot's own tree
 * (a child-list change is logged as its parent's new markup, so later paths stay valid).
 * The unit test checks that the copy parses back into the same tree.
 */
export async function recordOddsPage(ms: number): Promise<FloorCapture> {
  const attrs = (el: Element): Array<[string, string]> => Array.from(el.attributes).map((a) => [a.name, a.value]);
  const css: string[] = [];
  for (const node of Array.from(document.querySelectorAll('link[rel="stylesheet"], style'))) {
    if (node instanceof HTMLStyleElement) css.push(node.textContent ?? '');
    else {
      const href = (node as HTMLLinkElement).href;
      css.push(await (await fetch(href)).text());
    }
  }
  // scripts become empty templates (inert): every node keeps its index, so the paths hold in the copy
  const clone = document.body.cloneNode(true) as HTMLElement;
  for (const s of Array.from(clone.querySelectorAll('script, link[rel="modulepreload"]'))) s.replaceWith(document.createElement('template'));
  // a text node the parser would not give back (empty, or merged into the one before it) becomes a comment
  const texts: Text[] = [];
  const walker = document.createTreeWalker(clone, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const t of texts) if (t.data === '' || t.previousSibling instanceof Text) t.replaceWith(document.createComment(''));
  const pathOf = (node: Node): number[] | undefined => {
    const path: number[] = [];
    let n: Node | null = node;
    while (n && n !== document.body) {
      const parent: Node | null = n.parentNode;
      if (!parent) return undefined;
      path.unshift(Array.prototype.indexOf.call(parent.childNodes, n));
      n = parent;
    }
    return n === document.body ? path : undefined;
  };
  const capture: FloorCapture = {
    htmlAttrs: attrs(document.documentElement),
    bodyAttrs: attrs(document.body),
    body: clone.innerHTML,
    css,
    scrollY: window.scrollY,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    groups: [],
  };
  const start = performance.now();
  const observer = new MutationObserver((records) => {
    const ops: FloorOp[] = [];
    const rewritten = new Set<Node>();
    let update = false;
    for (const r of records) {
      const path = pathOf(r.target);
      if (!path) continue;
      if (r.type === 'characterData') {
        ops.push(['text', path, (r.target as Text).data]);
        if ((r.target.parentNode as Element | null)?.classList?.contains('xc-price')) update = true;
      } else if (r.type === 'attributes' && r.attributeName) {
        ops.push(['attr', path, r.attributeName, (r.target as Element).getAttribute(r.attributeName)]);
      } else if (r.type === 'childList' && r.target instanceof Element && r.target !== document.body && !rewritten.has(r.target)) {
        rewritten.add(r.target);
        ops.push(['html', path, r.target.innerHTML]);
        if (r.target.classList.contains('xc-price')) update = true;
      }
    }
    if (ops.length) capture.groups.push({ at: performance.now() - start, update, ops });
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  await new Promise((r) => setTimeout(r, ms));
  observer.disconnect();
  return capture;
}

/**
 * The replay, as it runs in the floor page: window.__floorPlay() applies each group at its offset
 * (a timer per group, as the app's writes come from a message or a timer) and resolves after the
 * last. Each group that changed a price marks its cycle with console.timeStamp('floor-update').
 */
function floorPlay(groups: FloorGroup[]): Promise<void> {
  const nodeAt = (path: number[]): Node | undefined => {
    let n: Node | undefined = document.body;
    for (const i of path) n = n?.childNodes[i];
    return n;
  };
  const apply = (g: FloorGroup) => {
    if (g.update) console.timeStamp('floor-update');
    for (const op of g.ops) {
      const node = nodeAt(op[1]);
      if (!node) continue;
      if (op[0] === 'text') (node as Text).data = op[2];
      else if (op[0] === 'attr') {
        if (op[3] === null) (node as Element).removeAttribute(op[2]);
        else (node as Element).setAttribute(op[2], op[3]);
      } else (node as Element).innerHTML = op[2];
    }
  };
  return new Promise((resolve) => {
    const t0 = performance.now();
    let i = 0;
    const next = () => {
      const g = groups[i];
      if (!g) {
        console.timeStamp('floor-update'); // closes the last cycle
        resolve();
        return;
      }
      setTimeout(
        () => {
          apply(g);
          i++;
          next();
        },
        Math.max(0, g.at - (performance.now() - t0)),
      );
    };
    next();
  });
}

const attrText = (attrs: Array<[string, string]>) => attrs.map(([k, v]) => ` ${k}="${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`).join('');

/** The static page: same markup and styles, the log and its replay script, scrolled where the app was. */
export function buildFloorPage(c: FloorCapture): string {
  // `</` inside the JSON would end the script element early
  const data = JSON.stringify(c.groups).replace(/<\//g, '<\\/');
  const styles = c.css.map((s) => `<style>${s.replace(/<\/style/gi, '<\\/style')}</style>`).join('\n');
  return `<!doctype html>
<html${attrText(c.htmlAttrs)}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>odds page floor</title>
${styles}
</head>
<body${attrText(c.bodyAttrs)}>${c.body}<script>
window.__name = window.__name || ((f) => f);
window.__floorGroups = ${data};
window.__floorPlay = () => (${floorPlay.toString()})(window.__floorGroups);
window.scrollTo(0, ${Math.round(c.scrollY)});
</script></body>
</html>`;
}
