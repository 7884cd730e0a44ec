// What every game's table draws the same way: elements with text (textContent only),
// badges, the status line and the log. Each table keeps its own elements and calls these.

export function el(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

export function badge(text, kind = "") {
  return el("span", "badge" + (kind ? " " + kind : ""), text);
}

// The status line: `text` (none: cleared) of kind "info" or "error".
export function showStatus(status, text, kind = "info") {
  status.textContent = text || "";
  status.dataset.kind = text ? kind : "";
}

// Append the new lines (oldest first) to the log list and keep the last `keep`: only
// additions, so a screen reader announces just what happened since.
export function appendLog(log, lines, keep) {
  for (const line of lines) {
    const item = el("li", line.seat === 0 ? "mine" : "", line.text);
    item.dataset.n = String(line.n);
    item.dataset.type = line.type;
    log.append(item);
  }
  while (log.children.length > keep) log.firstElementChild.remove();
  for (const item of log.children) item.classList.remove("newest");
  if (lines.length && log.lastElementChild) log.lastElementChild.classList.add("newest");
}

// The hint (session.showHint): mark the controls that carry out the suggested move and,
// the first time it is drawn, move the focus to the one that plays it, so Enter plays it.
export function markHint(root, hint) {
  for (const marked of root.querySelectorAll(".hinted")) marked.classList.remove("hinted");
  if (!hint) return;
  const find = (key) => root.querySelector(`[data-key="${CSS.escape(key)}"]`);
  for (const key of hint.keys) {
    const element = find(key);
    if (element) element.classList.add("hinted");
  }
  const target = hint.focusNow && hint.focus ? find(hint.focus) : null;
  if (target) {
    hint.focusNow = false;
    target.focus();
  }
}
