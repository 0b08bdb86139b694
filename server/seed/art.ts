/** Generated artwork (SVG) for posters, banners and logos, so no third-party art ships. */
function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function posterSvg(code: string): string {
  const h = hash(code);
  const hue = h % 360;
  const hue2 = (hue + 40 + (h % 80)) % 360;
  const label = code.replace(/[-_]/g, ' ').slice(0, 18);
  const shape =
    h % 3 === 0
      ? '<circle cx="100" cy="92" r="46" fill="rgba(255,255,255,.18)"/>'
      : h % 3 === 1
        ? '<rect x="52" y="44" width="96" height="96" rx="18" fill="rgba(255,255,255,.16)" transform="rotate(12 100 92)"/>'
        : '<path d="M100 36l52 90H48z" fill="rgba(255,255,255,.16)"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 22%)"/></linearGradient></defs><rect width="200" height="200" rx="16" fill="url(#g)"/>${shape}<text x="100" y="176" text-anchor="middle" font-family="sans-serif" font-size="15" font-weight="700" fill="#fff">${esc(label)}</text></svg>`;
}

export function bannerSvg(name: string): string {
  const h = hash(name);
  const hue = h % 360;
  const title = name.replace(/[-_]/g, ' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="780" height="300" viewBox="0 0 780 300"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 75% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 75% 18%)"/></linearGradient></defs><rect width="780" height="300" fill="url(#b)"/><circle cx="640" cy="150" r="120" fill="rgba(255,255,255,.08)"/><circle cx="690" cy="90" r="60" fill="rgba(255,208,0,.25)"/><text x="48" y="150" font-family="sans-serif" font-size="44" font-weight="800" fill="#fff">${esc(title)}</text><text x="48" y="200" font-family="sans-serif" font-size="22" fill="#ffd000">৳ BDT</text></svg>`;
}

export function logoSvg(kind: string): string {
  const size = kind === 'favicon' ? 64 : 240;
  if (kind === 'favicon') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f1923"/><text x="32" y="44" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="800" fill="#ffd000">৳</text></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="60" viewBox="0 0 240 60"><text x="0" y="42" font-family="sans-serif" font-size="36" font-weight="800" fill="#ffd000">Taka</text><text x="92" y="42" font-family="sans-serif" font-size="36" font-weight="800" fill="#ffffff">Play</text></svg>`;
}
