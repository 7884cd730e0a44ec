// @ts-check
// The page's contract, written once: what the engine answers (docs/protocol.md), what a
// game's folder gives the page (games/index.js), and what the table shell gives a game.
// Types only: nothing here runs.
//
//   page (app/) --GameEntry--> Flow (games/<game>/flow.js) --render--> Table (games/<game>/table.js)
//        |                       |  engine.call(...)                     |  fills the parts of
//        +--- TableShell <-------+  (engine-client.js -> worker.js)      +--> TableShell (table/shell.js)

/** A card's code: rank then suit ("TH", the ten of hearts), or a joker ("RJ", "BJ"). @typedef {string} Card */

/**
 * A move as the engine takes and gives it ({"type": "play", "cards": ["TH"]}, ...).
 * @typedef {{type: string, [field: string]: unknown}} Move
 */

/**
 * One public event of the game's log: every game has these fields, and its own.
 * @typedef {{n: number, type: string, seat: number, [field: string]: any}} LogEvent
 */

/**
 * The result of a finished game.
 * @typedef {object} Result
 * @property {number[]} ranking  the seats, first place first
 * @property {(number | null)[]} [places]  each seat's place
 * @property {number | null} [loser]  Idiot's and Belgia's last seat
 * @property {number[]} [scores]
 */

/**
 * What one seat may see of a game (engine.api's view): the fields every game has; each
 * game's folder types the rest of its own view.
 * @typedef {object} BaseView
 * @property {string} ruleset
 * @property {number} players
 * @property {number} seat  the seat this view is for
 * @property {number} dealer
 * @property {string} phase
 * @property {number | null} turn  the seat to move, null when several or none are
 * @property {number[]} waiting_for  the seats whose move the game waits for
 * @property {boolean} over
 * @property {Result | null} result
 * @property {LogEvent[]} log  the recent public events, oldest first
 * @property {Move[]} legal_moves  this seat's moves (empty when it is not waited for)
 * @property {{seat: number, [field: string]: any}[]} seats
 */

/** @typedef {BaseView & {[field: string]: any}} View */

/**
 * An engine answer: {ok: true, ...} or {ok: false, error}.
 * @typedef {{ok: boolean, error?: EngineError, [field: string]: any}} Answer
 */

/**
 * Why the engine refused (docs/protocol.md): a code, a sentence in English, and for the
 * rules' refusals a catalog reason ("reason." + reason) with its parameters.
 * @typedef {object} EngineError
 * @property {string} code
 * @property {string} message
 * @property {string} [reason]
 * @property {Record<string, any>} [params]
 */

/**
 * The engine as the page calls it: one function of engine.api by name, JSON text and
 * whole numbers in, the answer parsed.
 * @typedef {object} EngineApi
 * @property {(fn: string, ...args: (string | number)[]) => Promise<Answer>} call
 */

/**
 * An option of a game, as rulesets() gives it; by_players: the values a seat count
 * allows (a rule of the engine, never of the page).
 * @typedef {object} RulesetOption
 * @property {string} id
 * @property {"bool" | "int" | "seat"} type
 * @property {unknown} default
 * @property {string} label
 * @property {number} [min]
 * @property {number} [max]
 * @property {Record<string, {default: number, values: {value: number, stock: number}[]}>} [by_players]
 */

/**
 * A game on offer, as rulesets() gives it.
 * @typedef {object} Ruleset
 * @property {string} id
 * @property {string} name
 * @property {number} min_players
 * @property {number} max_players
 * @property {RulesetOption[]} options
 * @property {string[]} levels
 */

/**
 * A line of the table's log.
 * @typedef {{n: number, seat: number, type: string, text: string}} LogLine
 */

/**
 * The hint shown for a view (Flow.onHint): the controls to mark (their data-key), the one
 * that plays it, and the words said when the engine gives no line why.
 * @typedef {object} Hint
 * @property {View} view
 * @property {string[]} keys
 * @property {string | null} focus
 * @property {boolean} focusNow
 * @property {string} said
 */

/**
 * Who sits at a game (G's "table", docs/protocol.md): the seats people play at the device
 * (the computer plays the others), the names G gives by seat ("" for the usual name; null
 * for a save from before G kept them), and each computer's level by seat ("" for the
 * table's).
 * @typedef {{people: number[], names: string[] | null, levels: string[]}} Seating
 */

/**
 * What the page gives a game's flow. The seat drawn is the flow's: the person's whose
 * turn it is (table/handover.js).
 * @typedef {object} FlowContext
 * @property {EngineApi} engine
 * @property {(seat: number, seating: Seating) => string} names  a seat's name, for every sentence and drawing
 * @property {() => number} delay  ms between the computer players' moves, at the pace chosen now
 * @property {() => string} handOrder  your hand's order chosen now (table/hand-order.js)
 * @property {(kind: "move" | "turn") => void} cue  a sound, when sounds are on: a move made, your turn
 * @property {import("./table/shell.js").TableShell} shell
 * @property {(gameText: string) => void} save  after every move
 * @property {(view: View) => void} over  the game ended (statistics, the embedding host)
 * @property {(error: unknown) => void} fault  the engine failed
 * @property {() => void} settled  the table is drawn and waits for the person, or the game is over
 * @property {() => void} again  "Play again" on the end screen
 * @property {() => void} menu  "Menu" on the end screen
 */

/**
 * A game's drawing (games/<game>/table.js): it fills the shell's parts with the view and
 * what the flow passes it (`ui`), and goes with the game. Methods, so that a game's table
 * may take its own view type; dispose: its own timers (the shell's signal ends its
 * listeners, the shell removes its dialogs); retell: say again, in the new language, what
 * render() does not draw.
 * @typedef {{render(view: View, ui: any): void, dispose(): void, retell?(): void}} GameTable
 */

/**
 * A game's folder, as the registry (games/index.js) names it: the only place the page
 * learns of a game.
 * @typedef {object} GameEntry
 * @property {string} id  the engine's ruleset id
 * @property {number} [maxSeats]  the most seats its table shows, when fewer than the rules allow
 * @property {new (context: FlowContext) => import("./table/flow.js").Flow} Flow
 */

export {};
