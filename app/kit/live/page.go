package live

import (
	"bytes"
	"html/template"
	"strconv"
)

// style is every page's: readable at 360 px wide, light or dark as the
// phone is set (colour is never the only sign: a danger also says so).
const style = `
:root { color-scheme: light dark; --bg: #f4f4f4; --fg: #1a1a1a; --muted: #555; --card: #fff; --line: #ccc;
  --warn: #b00020; --link: #0b57d0; --square: #ececec; --edge: #8a8a8a; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #121212; --fg: #f0f0f0; --muted: #b0b0b0; --card: #1e1e1e; --line: #3a3a3a;
    --warn: #ff8a80; --link: #8ab4f8; --square: #2c2c2c; --edge: #9a9a9a; }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { margin: 0; padding: 12px; background: var(--bg); color: var(--fg);
  font: 18px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; overflow-wrap: anywhere; }
main { max-width: 40rem; margin: 0 auto; }
a { color: var(--link); }
.top { display: flex; justify-content: space-between; align-items: center; gap: 8px; margin-bottom: 8px; }
.top a { display: inline-block; min-height: 44px; padding: 10px 4px; font-size: .95rem; }
.top .lang { margin-left: auto; }
h1 { font-size: 1.35rem; margin: 0 0 .5rem; }
h2 { font-size: .95rem; margin: 1.1rem 0 .35rem; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 8px 12px; }
.card p { margin: .25rem 0; }
.strip p { font-weight: 700; font-size: 1.1rem; }
#lines p + p { font-weight: 400; font-size: 1rem; }
.warn { color: var(--warn); }
.warn::before { content: "⚠ "; }
#now { font-size: 1.1rem; font-weight: 700; }
.reminder { margin-top: .6rem; padding-top: .4rem; border-top: 1px solid var(--line); color: var(--muted); font-size: .92rem; }
.reminder b { color: var(--fg); }
.players { display: grid; grid-template-columns: 1fr; gap: 8px; }
.players a { display: block; min-height: 48px; padding: 10px 12px; background: var(--card); border: 1px solid var(--line);
  border-radius: 10px; text-decoration: none; color: var(--fg); }
.players a b { color: var(--link); }
.players a span { display: block; font-size: .9rem; color: var(--muted); }
ol { margin: 0; padding-left: 1.4rem; }
li { margin: .3rem 0; }
figure { margin: 0; }
.grid svg { display: block; width: 100%; max-width: 22rem; height: auto; margin: 4px auto; }
.grid figcaption { font-weight: 700; text-align: center; margin: .3rem 0; }
.sq { fill: var(--square); stroke: var(--edge); stroke-width: 1; }
.piece { stroke: var(--fg); stroke-width: 3; stroke-linejoin: round; }
.num { fill: #fff; stroke: #000; stroke-width: 3; paint-order: stroke; font: 700 18px system-ui, sans-serif; }
.offline { display: none; }
body.off .offline { display: block; }
footer { margin-top: 1rem; color: var(--muted); font-size: .85rem; }
`

// pageTemplate is a whole page: the head, the changing part drawn on the
// server (html/template escapes every word), and the script that swaps in
// each new version of that part.
var pageTemplate = template.Must(template.New("page").Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>{{.Title}}</title>
<style>` + style + `</style>
</head>
<body data-events="{{.Events}}">
<main id="view">{{.Fragment}}</main>
<script src="{{.Script}}"></script>
</body>
</html>
`))

// busyTemplate is the page one phone too many gets: every place is taken.
// It tries again by itself, so the phone gets in once a place is free.
var busyTemplate = template.Must(template.New("busy").Parse(`<!DOCTYPE html>
<html lang="{{.Lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta http-equiv="refresh" content="10">
<title>{{.BusyTitle}}</title>
<style>` + style + `</style>
</head>
<body>
<main>
<h1>{{.BusyTitle}}</h1>
<section class="card"><p>{{.Busy}}</p></section>
</main>
</body>
</html>
`))

// funcs are the fragments' helpers: a player's number in a link, a grid
// drawn as SVG.
var funcs = template.FuncMap{"inc": func(i int) int { return i + 1 }, "svg": gridSVG}

// tableTemplate is the table's page: the status strip, the step the table
// is on with its rules reminder, the links to each player's page and the
// last actions.
var tableTemplate = template.Must(template.New("table").Funcs(funcs).Parse(`<div id="frag" data-version="{{.Version}}" data-title="{{.V.Title}}" data-lang="{{.V.Lang}}">
<nav class="top"><a class="lang" href="?lang={{.V.OtherLang}}" hreflang="{{.V.OtherLang}}" lang="{{.V.OtherLang}}">{{.V.OtherName}}</a></nav>
<p class="card warn offline">{{.V.Offline}}</p>
<h1 id="where">{{.V.Where}}</h1>
<section class="card strip" id="strip">{{range .V.Strip}}<p{{if .Warn}} class="warn"{{end}}>{{.Text}}</p>{{end}}</section>
<h2>{{.V.NowLabel}}</h2>
<section class="card"><p id="now">{{.V.Now}}</p>{{with .V.Reminder}}{{if .Title}}
<div class="reminder" id="reminder"><b>{{.Title}}</b>{{range .Text}}<p>{{.}}</p>{{end}}</div>{{end}}{{end}}</section>
{{if .V.Players}}<h2>{{.V.PlayersLabel}}</h2>
<nav class="players" id="players">{{range $i, $p := .V.Players}}<a href="/{{$.Key}}/p/{{inc $i}}?lang={{$.V.Lang}}"><b>{{$p.Name}}</b>{{with $p.Lines}}<span>{{(index . 0).Text}}</span>{{end}}</a>{{end}}</nav>{{end}}
<h2>{{.V.LastLabel}}</h2>
<section class="card"><ol id="history"{{with .V.HistoryTop}} reversed start="{{.}}"{{end}}>{{range .V.History}}<li>{{.}}</li>{{else}}<li>{{.V.Empty}}</li>{{end}}</ol></section>
<footer>{{.V.Note}}</footer>
</div>`))

// playerTemplate is one player's page: their lines of the status, their
// board's grid drawn as SVG, and the rest of their board.
var playerTemplate = template.Must(template.New("player").Funcs(funcs).Parse(`<div id="frag" data-version="{{.Version}}" data-title="{{.P.Name}} · {{.V.Title}}" data-lang="{{.V.Lang}}">
<nav class="top"><a href="/{{.Key}}?lang={{.V.Lang}}">← {{.V.Back}}</a><a class="lang" href="?lang={{.V.OtherLang}}" hreflang="{{.V.OtherLang}}" lang="{{.V.OtherLang}}">{{.V.OtherName}}</a></nav>
<p class="card warn offline">{{.V.Offline}}</p>
<h1 id="who">{{.P.Name}}</h1>
{{if .P.Lines}}<section class="card strip" id="lines">{{range .P.Lines}}<p{{if .Warn}} class="warn"{{end}}>{{.Text}}</p>{{end}}</section>{{end}}
{{with .P.Grid}}<figure class="grid" id="grid">{{svg .}}<figcaption{{if .Warn}} class="warn"{{end}}>{{.Label}}</figcaption></figure>{{end}}
{{range .P.Groups}}<h2>{{.Title}}</h2>
<section class="card">{{range .Lines}}<p{{if .Warn}} class="warn"{{end}}>{{.Text}}</p>{{end}}</section>{{end}}
<footer>{{.V.Note}}</footer>
</div>`))

// drawFragment draws the changing part of the table's page (player 0) or
// of a player's page (1 for the first), as it is at version.
func drawFragment(key string, version uint64, v View, player int) []byte {
	var buf bytes.Buffer
	data := struct {
		Key     string
		Version uint64
		V       View
		P       Player
	}{key, version, v, Player{}}
	if player == 0 {
		_ = tableTemplate.Execute(&buf, data) // strings into a buffer: cannot fail
		return buf.Bytes()
	}
	if player <= len(v.Players) {
		data.P = v.Players[player-1]
	} else {
		data.P = Player{Name: v.Empty} // the player left the game
	}
	_ = playerTemplate.Execute(&buf, data)
	return buf.Bytes()
}

// drawPage draws a whole page around a fragment.
func drawPage(key string, v View, player int, frag []byte) []byte {
	events := "/" + key + "/events?lang=" + v.Lang
	if player > 0 {
		events += "&p=" + strconv.Itoa(player)
	}
	title := v.Title
	if player > 0 && player <= len(v.Players) {
		title = v.Players[player-1].Name + " · " + v.Title
	}
	var buf bytes.Buffer
	_ = pageTemplate.Execute(&buf, struct {
		Lang, Title, Events, Script string
		Fragment                    template.HTML
	}{v.Lang, title, events, "/" + key + "/live.js", template.HTML(frag)}) // frag: escaped by its template
	return buf.Bytes()
}
