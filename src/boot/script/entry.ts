import { runBootScript } from './index';

// index.html's inline boot script (src/boot/build/boot-script.ts builds this file into the page)
runBootScript();
