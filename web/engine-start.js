// @ts-check
// The page's first act: start the rules engine. Pyodide's download and boot are most of
// the page's start, so they begin here, while main.js's modules (the tables, the
// catalogs) are still loading. index.html loads this module ahead of main.js, which
// takes `engine` from here and reports what `booting` ends in.

import { EngineClient } from "./engine-client.js";

export const engine = new EngineClient();
export const booting = engine.start();
booting.catch(() => {}); // main.js shows the failure, with a Retry
