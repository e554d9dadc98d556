package live

import "html/template"

// pageTemplate is the whole view, drawn on the server (html/template escapes
// every word), readable without its script; the script only keeps it fresh.
var pageTemplate = template.Must(template.New("page").Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>{{.Title}}</title>
<style>
:root { color-scheme: light dark; --bg: #fafafa; --fg: #1a1a1a; --muted: #555; --card: #fff; --line: #ddd; --warn: #b00020; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #121212; --fg: #f0f0f0; --muted: #aaa; --card: #1e1e1e; --line: #333; --warn: #ff8a80; }
}
* { box-sizing: border-box; }
body { margin: 0; padding: 12px; background: var(--bg); color: var(--fg);
  font: 20px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 40rem; margin: 0 auto; }
h1 { font-size: 1.4rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
h2 { font-size: 1rem; margin: 1.2rem 0 .4rem; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
section { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 10px 14px; }
#strip p { margin: .2rem 0; font-weight: 700; font-size: 1.15rem; }
#strip p.warn { color: var(--warn); }
#strip p.warn::before { content: "⚠ "; }
#now { font-size: 1.15rem; font-weight: 700; margin: 0; }
ol { margin: 0; padding-left: 1.4rem; }
li { margin: .3rem 0; }
footer { margin-top: 1rem; color: var(--muted); font-size: .85rem; }
</style>
</head>
<body data-state="/{{.Key}}/state.json" data-version="{{.Version}}">
<main>
<h1 id="where">{{.Where}}</h1>
<section id="strip">{{range .Strip}}<p{{if .Warn}} class="warn"{{end}}>{{.Text}}</p>{{end}}</section>
<h2 id="nowLabel">{{.NowLabel}}</h2>
<section><p id="now">{{.Now}}</p></section>
<h2 id="historyLabel">{{.HistoryLabel}}</h2>
<section><ol id="history">{{range .History}}<li>{{.}}</li>{{else}}<li>{{$.Empty}}</li>{{end}}</ol></section>
<footer id="note">{{.Note}}</footer>
</main>
<script src="/{{.Key}}/live.js"></script>
</body>
</html>
`))

// script fetches the state every two seconds and redraws the page when it
// changed, with textContent only: a word is never read as markup.
const script = `"use strict";
(function () {
  var body = document.body, version = body.dataset.version;
  function text(id, s) { document.getElementById(id).textContent = s; }
  function lines(id, tag, items) {
    var box = document.getElementById(id);
    box.replaceChildren();
    items.forEach(function (it) {
      var el = document.createElement(tag);
      el.textContent = it.text;
      if (it.warn) { el.className = "warn"; }
      box.appendChild(el);
    });
  }
  function draw(p) {
    document.documentElement.lang = p.lang;
    document.title = p.title;
    text("where", p.where);
    lines("strip", "p", p.strip || []);
    text("nowLabel", p.nowLabel);
    text("now", p.now);
    text("historyLabel", p.historyLabel);
    var h = (p.history || []).map(function (s) { return {text: s}; });
    lines("history", "li", h.length ? h : [{text: p.empty}]);
    text("note", p.note);
  }
  function poll() {
    fetch(body.dataset.state, {cache: "no-store"})
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (p) {
        if (p && String(p.version) !== version) { version = String(p.version); draw(p); }
      })
      .catch(function () {})
      .then(function () { setTimeout(poll, 2000); });
  }
  setTimeout(poll, 2000);
})();
`
