import { runBootScript } from './boot-script';

// index.html's inline boot script (scripts/boot-script-plugin.ts builds this file into the page)
runBootScript();
