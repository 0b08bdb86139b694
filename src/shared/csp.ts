/**
 * What the server's Content-Security-Policy needs to know about a build: written by the build
 * (scripts/csp-plugin.ts, dist/csp.json) and read by the server (server/lib/security-headers.ts).
 */
export interface CspBuild {
  /** 'sha256-...' of each inline script of index.html (the boot script) */
  scriptHashes: string[];
  /** origins the build calls (platform, sports, IP lookup, live chat) */
  connect: string[];
  /** origins the build frames (exchange site, live stream, live chat) */
  frame: string[];
  /** origins the build loads scripts from (live chat) */
  script: string[];
}
