/** Pages of the reference sports host (score board and frame, stream placeholder, exchange landing). */

/** HTML-escapes text put into the reference pages (names come from the schedule, ip from the query). */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#0f1923;color:#f2f4f7}main{padding:16px}h1{font-size:18px;margin:0 0 8px}.muted{color:#a9b6c3}.score{font-size:22px;font-weight:700;margin:4px 0}</style>${extraHead}</head><body>${body}</body></html>`;
}
