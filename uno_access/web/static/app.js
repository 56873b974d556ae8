// uno-access web page: a thin view of the console session the server runs for this browser.
// The server sends finished lines in the player's language, the hand as data and the
// table's state; this script shows them, queues the lines into the log one at a time,
// and sends back what the player types or presses.
"use strict";
(function () {
  const T = JSON.parse(document.getElementById("strings").textContent);
  const $ = (id) => document.getElementById(id);
  const lang = document.documentElement.lang;
  const store = window.localStorage;
  const session = window.sessionStorage;
  const GAP = 150;            // ms between two log lines of one burst (VoiceOver drops faster ones)
  const KEEP = 400;           // log lines kept on the page
  const BACKOFF = [1, 2, 4, 8, 15];

  let ws = null, wanted = false, failures = 0, lastSeq = 0, stopped = false;
  const queue = [];
  let flushing = false;

  // ------------------------------------------------------------------ the log
  function say(text, kind, urgent) {
    queue.push({ text: text, kind: kind || "system", urgent: !!urgent });
    if (!flushing) flush();
  }

  function flush() {
    const item = queue.shift();
    if (!item) { flushing = false; return; }
    flushing = true;
    const log = $("log");
    const p = document.createElement("p");
    p.className = "line " + item.kind + (item.urgent ? " urgent" : "");
    p.textContent = item.text;
    if (item.urgent) {
      // said once, assertively: the log takes the line silently, the alert region speaks it
      // emptied first, so the same words twice in a row ("Your turn.") are said twice
      log.setAttribute("aria-live", "off");
      $("alert").textContent = "";
      window.setTimeout(function () { $("alert").textContent = item.text; }, 50);
    }
    log.appendChild(p);
    while (log.childElementCount > KEEP) log.removeChild(log.firstElementChild);
    if (stick) log.scrollTop = log.scrollHeight;
    speak(item.text, item.urgent);
    window.setTimeout(function () {
      if (item.urgent) log.setAttribute("aria-live", "polite");
      flush();
    }, queue.length ? GAP : 0);
  }

  // The log shows its newest line, also after a zoom or a narrower window reflows it, unless
  // the player has scrolled up to read older lines (then it stays where they are).
  let stick = true;
  $("log").addEventListener("scroll", function () {
    const log = $("log");
    stick = log.scrollTop + log.clientHeight >= log.scrollHeight - 8;
  });
  if ("ResizeObserver" in window) {
    new ResizeObserver(function () { if (stick) $("log").scrollTop = $("log").scrollHeight; }).observe($("log"));
  }

  // --------------------------------------------------------------- browser speech
  function speak(text, urgent) {
    if (!$("speech").checked || !("speechSynthesis" in window)) return;
    const u = new SpeechSynthesisUtterance(text);
    u.lang = lang;
    u.rate = Number($("rate").value);
    u.volume = Number($("volume").value);
    if (urgent) window.speechSynthesis.cancel();
    window.speechSynthesis.speak(u);
  }

  function keepOption(id, prop) {
    const el = $(id), key = "uno-" + id;
    if (store.getItem(key) !== null) el[prop] = prop === "checked" ? store.getItem(key) === "1" : store.getItem(key);
    el.addEventListener("change", function () {
      store.setItem(key, prop === "checked" ? (el.checked ? "1" : "0") : el.value);
      if (id === "contrast") document.documentElement.classList.toggle("contrast", el.checked);
      if (id === "speech") {
        if (!el.checked && "speechSynthesis" in window) window.speechSynthesis.cancel();
        say(el.checked ? T["speech-on"] : T["speech-off"], "system");
      }
    });
  }
  // a slider's value in words: heard by a screen reader (aria-valuetext) and shown beside it
  function showValue(id) {
    const el = $(id), text = T[id][el.value] || el.value;
    el.setAttribute("aria-valuetext", text);
    $(id + "-value").textContent = text;
  }
  keepOption("speech", "checked"); keepOption("rate", "value"); keepOption("volume", "value");
  ["rate", "volume"].forEach(function (id) {
    showValue(id);
    $(id).addEventListener("input", function () { showValue(id); });
  });
  keepOption("contrast", "checked");
  document.documentElement.classList.toggle("contrast", $("contrast").checked);
  if (!("speechSynthesis" in window)) $("speech").disabled = true;

  // ----------------------------------------------------------------- the socket
  function send(msg) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
    else say(T["cannot"], "system");
  }
  const proto = (msg) => send({ type: "send", msg: msg });

  function connect() {
    wanted = true;
    const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/web";
    ws = new WebSocket(url);
    ws.onopen = function () {
      const hello = { type: "hello", name: $("name").value, lang: lang };
      const token = session.getItem("uno-token");
      if (token) { hello.token = token; hello.last_seq = Number(session.getItem("uno-seq") || 0); }
      if (failures > 0) say(T["reconnected"], "system");
      failures = 0;
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = function (event) {
      let msg;
      try { msg = JSON.parse(event.data); } catch (e) { return; }
      const handler = handlers[msg.type];
      if (handler) handler(msg);
    };
    ws.onclose = function () {
      ws = null;
      if (!wanted || stopped) return;
      const wait = BACKOFF[Math.min(failures, BACKOFF.length - 1)];
      failures += 1;
      say(T["lost"][String(wait)], "system", false);
      window.setTimeout(connect, wait * 1000);
    };
  }

  const handlers = {
    line: function (m) {
      if (typeof m.seq === "number" && m.seq > lastSeq) { lastSeq = m.seq; session.setItem("uno-seq", String(m.seq)); }
      say(m.text, m.kind, m.urgent);
    },
    token: function (m) {
      if (m.token) session.setItem("uno-token", m.token);
      else { session.removeItem("uno-token"); session.removeItem("uno-seq"); lastSeq = 0; }
    },
    tables: function (m) { showTables(m.tables); },
    state: function (m) { showState(m); },
    closed: function (m) {
      if (m.reason === "takeover" || m.reason === "flood") { stopped = true; say(T["closed"], "system"); }
    },
  };

  // ------------------------------------------------------------------ the lobby
  function showTables(tables) {
    const ul = $("tables");
    ul.textContent = "";
    if (!tables.length) {
      const li = document.createElement("li");
      li.textContent = T["no-tables"];
      ul.appendChild(li);
    }
    tables.forEach(function (t) {
      const li = document.createElement("li");
      const text = document.createElement("span");
      text.textContent = t.text + " ";
      li.appendChild(text);
      if (t.open) li.appendChild(button(T["join"] + " " + t.table, function () { proto({ type: "join", table: t.table }); }));
      li.appendChild(button(T["watch"] + " " + t.table, function () { proto({ type: "spectate", table: t.table }); }));
      ul.appendChild(li);
    });
  }

  function button(label, action) {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = label;
    b.addEventListener("click", action);
    return b;
  }

  // ------------------------------------------------------------------ the table
  let mode = "signin";
  function showState(s) {
    const before = mode;
    mode = s.mode;
    $("signin").hidden = true;
    $("lobby").hidden = mode !== "lobby";
    $("table").hidden = mode === "lobby";
    $("hand-section").hidden = mode !== "seated";
    $("play").hidden = false;
    $("chat").hidden = false;
    // at a table its name is said once, by the table's own section, not again by the banner
    $("where").textContent = mode === "lobby" ? T["connected"] : "";
    $("where").hidden = mode !== "lobby";
    $("table-name").textContent = s.table_text || "";
    const seats = $("seats");
    seats.textContent = "";
    s.seats.forEach(function (text) {
      const li = document.createElement("li");
      li.textContent = text;
      seats.appendChild(li);
    });
    const st = s.status || {};
    ["top", "turn", "counts", "scores"].forEach(function (k) {
      $("s-" + k).textContent = st[k] || "";
      $("s-" + k).hidden = !st[k];
    });
    $("table").dataset.phase = s.phase || "";
    $("table").dataset.yours = s.yours ? "yes" : "no";
    const waiting = s.tstate === "waiting";
    $("start").hidden = !(s.host && waiting);
    $("add-bot").hidden = !(s.host && waiting);
    $("remove-bot").hidden = !(s.host && waiting);
    showHand(s.hand || []);
    showColors(s.colors || []);
    ["draw", "uno", "catch"].forEach(function (id) { $(id).hidden = !!s.over; });  // nothing to do after the match
    $("pass").hidden = !(s.yours && s.phase === "drawn");
    $("challenge").hidden = $("accept").hidden = !(s.yours && s.phase === "challenge");
    $("hand-h").textContent = s.hand_title;
    if (mode === "lobby" && before !== "lobby") proto({ type: "list" });  // the lobby opens with its tables listed
    if (before !== mode && (before === "signin" || mode === "lobby" || before === "lobby")) {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest("[hidden]")) $("command").focus();
    }
  }

  // The hand keeps its buttons: a button is keyed by its card code and occurrence, so one
  // that stays keeps its place and its focus; a played card's focus goes to its neighbour.
  // Gone cards are removed first and only new ones inserted, so the focused button is never
  // moved (moving it would drop the focus).
  function showHand(cards) {
    const ul = $("hand");
    const focused = document.activeElement && document.activeElement.closest("#hand li");
    const oldIndex = focused ? Array.from(ul.children).indexOf(focused) : -1;
    const seen = {};
    const keys = cards.map(function (c) { seen[c.code] = (seen[c.code] || 0) + 1; return c.code + "#" + seen[c.code]; });
    const wanted = new Set(keys);
    Array.from(ul.children).forEach(function (li) { if (!wanted.has(li.dataset.key)) li.remove(); });
    const byKey = {};
    Array.from(ul.children).forEach(function (li) { byKey[li.dataset.key] = li; });
    cards.forEach(function (c, i) {
      let li = byKey[keys[i]];
      if (!li) {
        li = document.createElement("li");
        li.dataset.key = keys[i];
        const b = document.createElement("button");
        b.type = "button";
        b.addEventListener("click", function () { send({ type: "play", code: li.dataset.code }); });
        li.appendChild(b);
      }
      li.dataset.code = c.code;
      const label = c.name + ", " + c.code + (c.playable ? ", " + T["playable"] : "");
      const b = li.firstElementChild;
      if (b.textContent !== label) b.textContent = label;
      b.classList.toggle("playable", c.playable);
      if (ul.children[i] !== li) ul.insertBefore(li, ul.children[i] || null);
    });
    $("hand-empty").hidden = cards.length > 0;
    if (!focused) return;
    if (focused.isConnected) {
      if (!focused.contains(document.activeElement)) focused.firstElementChild.focus();  // after a reorder
      return;
    }
    const next = ul.children[Math.min(oldIndex, ul.children.length - 1)];
    (next ? next.firstElementChild : $("draw")).focus();
  }

  // A wild asks for its colour: four buttons, the first one focused when they appear.
  function showColors(colors) {
    const box = $("colors"), row = $("color-buttons");
    const was = !box.hidden;
    const inside = box.contains(document.activeElement);
    box.hidden = colors.length === 0;
    if (!colors.length) {
      row.textContent = "";
      if (inside) (($("hand").querySelector("button")) || $("draw")).focus();
      return;
    }
    if (!was || row.childElementCount !== colors.length) {
      row.textContent = "";
      colors.forEach(function (c) {
        row.appendChild(button(c.name, function () { send({ type: "ask", what: "color-" + c.code }); }));
      });
      if ($("hand").contains(document.activeElement) || document.activeElement === document.body) {
        row.firstElementChild.focus();
      }
    }
  }

  $("hand").addEventListener("keydown", function (e) {
    const items = Array.from($("hand").querySelectorAll("button"));
    const i = items.indexOf(document.activeElement);
    if (i < 0) return;
    let j = null;
    if (e.key === "ArrowDown" || e.key === "ArrowRight") j = Math.min(i + 1, items.length - 1);
    else if (e.key === "ArrowUp" || e.key === "ArrowLeft") j = Math.max(i - 1, 0);
    else if (e.key === "Home") j = 0;
    else if (e.key === "End") j = items.length - 1;
    if (j !== null) { e.preventDefault(); items[j].focus(); }
  });

  // ------------------------------------------------------------------ keys
  const ASK = { Digit1: "hand", Digit2: "top", Digit3: "turn", Digit4: "counts", Digit5: "scores", Digit6: "repeat" };
  document.addEventListener("keydown", function (e) {
    if (!e.altKey || !e.shiftKey || e.ctrlKey || e.metaKey) return;
    const what = ASK[e.code];
    if (what) { e.preventDefault(); send({ type: "ask", what: what }); return; }
    if (e.code === "Digit7") { e.preventDefault(); const b = $("hand").querySelector("button"); (b || $("draw")).focus(); }
    else if (e.code === "Digit8") { e.preventDefault(); $("command").focus(); }
    else if (e.code === "Digit9") { e.preventDefault(); $("log").focus(); }
  });

  // ------------------------------------------------------------------ forms
  function number(id) { return Math.max(0, Math.floor(Number($(id).value) || 0)); }
  $("signin-form").addEventListener("submit", function (e) {
    e.preventDefault();
    store.setItem("uno-name", $("name").value);
    if (!ws) connect();
  });
  $("lang").addEventListener("change", function () {
    store.setItem("uno-name", $("name").value);
    const q = new URLSearchParams(location.search);
    q.set("lang", $("lang").value);
    location.search = q.toString();
  });
  $("command-form").addEventListener("submit", function (e) {
    e.preventDefault();
    const text = $("command").value;
    $("command").value = "";
    send({ type: "line", text: text });
  });
  $("chat-form").addEventListener("submit", function (e) {
    e.preventDefault();
    const text = $("say").value.trim();
    if (text) proto({ type: "say", text: text });
    $("say").value = "";
  });
  $("create-form").addEventListener("submit", function (e) {
    e.preventDefault();
    const msg = { type: "create", seats: number("c-seats"), bots: number("c-bots"), level: $("c-level").value,
                  rules: $("c-rules").value, private: $("c-private").checked };
    if ($("c-house").value.trim()) msg.house = $("c-house").value.trim();
    proto(msg);
  });
  $("code-form").addEventListener("submit", function (e) {
    e.preventDefault();
    if ($("code").value.trim()) proto({ type: "join", table: $("code").value.trim() });
  });
  $("code-watch").addEventListener("click", function () {
    if ($("code").value.trim()) proto({ type: "spectate", table: $("code").value.trim() });
  });
  $("refresh").addEventListener("click", function () { proto({ type: "list" }); });
  $("start").addEventListener("click", function () { proto({ type: "start" }); });
  $("add-bot").addEventListener("click", function () { proto({ type: "add_bot" }); });
  $("remove-bot").addEventListener("click", function () { proto({ type: "remove_bot" }); });
  $("leave").addEventListener("click", function () { proto({ type: "leave" }); });
  ["draw", "pass", "challenge", "accept", "uno", "catch"].forEach(function (id) {
    $(id).addEventListener("click", function () { send({ type: "ask", what: id }); });
  });

  // ------------------------------------------------------------------ start
  $("name").value = store.getItem("uno-name") || "";
  if ($("name").value && session.getItem("uno-token")) connect();
  else if ($("name").value && new URLSearchParams(location.search).has("lang")) $("name").focus();
})();
