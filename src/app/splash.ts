/**
 * index.html's splash lies over the app until a shell (mobile or desktop) has rendered, so the
 * player never sees an empty frame while the first screen's chunks arrive. Called in the commit
 * that shows the shell (a layout effect), or with the crash screen.
 */
export function hideSplash(): void {
  document.getElementById('splash')?.remove();
}
