// @ts-check
// The page's start: the engine's boot shown in stages, then the saved game resumed, the
// linked game or shared deal started (asking first when another game is saved), or the menu.

import { booting, engine } from "../engine-start.js";
import { linkManifest, registerServiceWorker } from "../offline.js";
import { $ } from "./dom.js";
import { tellHost } from "./host.js";
import { keepLanguage } from "./languages.js";
import { linkedDeal } from "./deals.js";
import { hideLoadError, showLoadError, showStage } from "./loading.js";
import { fillMenu, menuChoice, playableRulesets, setRulesets } from "./menu.js";
import { linksToGame, params } from "./params.js";
import { askLinkOrSaved, showMenu, startGame } from "./play.js";
import { showScreen } from "./screens.js";
import { settings } from "./settings.js";
import * as store from "./store.js";
import { crashed, keeper } from "./tools.js";

engine.onStage = showStage;
engine.onDeath = crashed;

// The first start takes over the engine engine-start.js started; Retry starts it again.
export async function boot(start = () => booting) {
  hideLoadError();
  showScreen("loading");
  showStage(engine.stage, engine.bytes);
  try {
    await start();
  } catch (error) {
    engine.stop();
    showLoadError(error);
    return;
  }
  // Registered once the engine runs, so that caching the files for offline use does not
  // compete with the first visit's download; the manifest likewise (offline.js).
  registerServiceWorker($);
  linkManifest();
  keepLanguage();
  tellHost("ready");
  const answer = await engine.call("rulesets");
  setRulesets(answer.rulesets);
  fillMenu();
  const saved = settings.save ? store.loadSave() : null;
  const playable = !params.has("game") || playableRulesets().some((r) => r.id === params.get("game"));
  const deal = await linkedDeal();
  if (deal && "refused" in deal) {
    showMenu(deal.refused); // a saved game stays to be continued
    return;
  }
  const linked = deal ? deal.choice : linksToGame() && playable ? menuChoice(true) : null;
  if (saved !== null && linked !== null && (await askLinkOrSaved(saved, linked))) return;
  if (saved !== null)
    await keeper.resume(saved); // else the menu says why it was not resumed
  else if (linked !== null) startGame(linked);
  else showMenu();
}

export function wireBoot() {
  $("retry").addEventListener("click", () => boot(() => engine.start()));
}
