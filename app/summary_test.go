package app

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"image/color"
	"image/png"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/dwarves"
	"skald/tracker"
)

// summaryText writes a summary's data as the page reads it, for tests to
// compare with what was counted by hand; dates (the clock's) read <date>.
func summaryText(s kit.Summary) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s | %s\n", s.Heading, s.Title)
	for _, f := range s.Facts {
		fmt.Fprintf(&b, "%s: %s\n", f.Label, f.Value)
	}
	fmt.Fprintf(&b, "# %s\n", s.TurningHeading)
	for _, t := range s.Turning {
		fmt.Fprintf(&b, "- %s\n", t)
	}
	if s.Chosen != "" {
		fmt.Fprintf(&b, "(%s)\n", s.Chosen)
	}
	for _, n := range s.Notes {
		fmt.Fprintf(&b, "note: %s\n", n)
	}
	for _, p := range s.Plots {
		fmt.Fprintf(&b, "plot %q: %d lines, %s by %s\n", p.Heading, len(p.Story.Lines), p.Story.Y.ID, p.Story.X.ID)
	}
	return dateRe.ReplaceAllString(strings.ReplaceAll(b.String(), "\u00a0", " "), "<date>")
}

// dateRe finds a date as the app writes one, with or without its time.
var dateRe = regexp.MustCompile(`\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?`)

// doomSession is the Dwarves example game played on through the real
// commands: cards push the Doom marker 3 spaces in turn 5 and 2 in turn 6
// (on top of the Hero marker's one space a turn), then Tungdil falls in
// turn 7 and the game is lost.
func doomSession(t *testing.T, store *tracker.Store) tracker.SessionInfo {
	t.Helper()
	sess, err := seed.DwarvesSession(store, 0, "Doom at the gates")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []dwarves.Command{
		{Kind: dwarves.CmdDoom, N: 3},
		{Kind: dwarves.CmdEndTurn},
		{Kind: dwarves.CmdAdvance, Table: true},
		{Kind: dwarves.CmdDoom, N: 2},
		{Kind: dwarves.CmdEndTurn},
		{Kind: dwarves.CmdAdvance, Table: true},
		{Kind: dwarves.CmdHealth, Hero: dwarves.Tungdil, N: -10},
	} {
		if err := sess.Do(c); err != nil {
			t.Fatalf("%s: %v", c.Kind, err)
		}
	}
	in, err := store.SessionByID(sess.Info().ID)
	if err != nil {
		t.Fatal(err)
	}
	return in
}

// The summary of a session says who played and how it ended, and picks its
// turning points from the story: for the Dwarves, the two turns the Doom
// marker jumped (the gap 15 → 11 and 11 → 8, against one space a turn
// otherwise) and the death that lost the game; for the card game, the
// round Anna took the lead for good and her third horn; for a Qâ game
// abandoned in its first round (four heroes' roll, stop and end: twelve
// actions), that it stopped there, and in words that there is no plot.
func TestSummaryTurningPoints(t *testing.T) {
	for _, c := range []struct {
		name, lang string
		mk         func(t *testing.T, s *tracker.Store) tracker.SessionInfo
		want       string
	}{
		{"dwarves", "en", doomSession, `Game summary | Doom at the gates
Game: The Dwarves
Setup: Book 1: The Dwarves (Normal)
Who played: Tungdil Goldhand, Boëndal Pinnhand, Narmora
Result: Lost: Tungdil Goldhand has died: evil has triumphed.
Date: <date>
Length: 27 actions · 7 turns · under a minute
# Turning points
- Turn 5: Hero marker to Doom 15 → 11 (Spaces left)
- Turn 6: Hero marker to Doom 11 → 8 (Spaces left)
- Turn 7: Lost: Tungdil Goldhand has died: evil has triumphed. Last action: “Tungdil Goldhand: Health -10”.
(Picked from the story: every move of the track larger than its usual step (the three largest), and how the game ended.)
plot "": 1 lines, app.story.dwarves.axis by app.story.turn
`},
		{"dwarves", "fr", doomSession, `Résumé de partie | Doom at the gates
Jeu: Les Nains
Mise en place: Livre 1 : Les Nains (Normal)
Qui a joué: Tungdil Goldhand, Boëndal Pinnhand, Narmora
Résultat: Perdue : Tungdil Goldhand a péri : le Mal triomphe.
Date: <date>
Durée: 27 actions · 7 tours · moins d'une minute
# Tournants de la partie
- Tour 5 : Du marqueur Héros à la Fatalité 15 → 11 (Cases restantes)
- Tour 6 : Du marqueur Héros à la Fatalité 11 → 8 (Cases restantes)
- Tour 7 : Perdue : Tungdil Goldhand a péri : le Mal triomphe. Dernière action : « Tungdil Goldhand : Vie -10 ».
(Tirés de l'histoire de la partie : chaque mouvement de la piste plus grand que son pas habituel (les trois plus grands), et la fin de la partie.)
plot "": 1 lines, app.story.dwarves.axis by app.story.turn
`},
		{"cardgame", "en", func(t *testing.T, s *tracker.Store) tracker.SessionInfo {
			sess, err := seed.CardgameSession(s, "Anna and Ben", seed.CardgameAtWon)
			if err != nil {
				t.Fatal(err)
			}
			return sess.Info()
		}, `Game summary | Anna and Ben
Game: Thorgal: The Card Game
Who played: Anna (Lords), Ben (Vikings)
Result: Over: Anna (Lords) has three victory horns and wins.
Date: <date>
Length: 90 actions · 5 rounds · under a minute
# Turning points
- Round 1: Anna (Lords) takes the lead (1 against 0)
- Round 5: Over: Anna (Lords) has three victory horns and wins. Last action: “Anna (Lords): Example land D conquered, third horn, victory”.
(Picked from the story: the last changes of lead (three at most), and how the game ended.)
plot "": 2 lines, app.story.cardgame.axis by app.story.round
`},
		{"qa abandoned", "en", func(t *testing.T, s *tracker.Store) tracker.SessionInfo {
			sess, err := seed.QaSession(s, "Ogotaï wins", 0)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Abandon(sess.Info().ID); err != nil {
				t.Fatal(err)
			}
			in, _ := s.SessionByID(sess.Info().ID)
			return in
		}, `Game summary | Ogotaï wins
Game: Qâ
Setup: Standard game
Who played: Thorgal, Aaricia, Jolan, Kriss de Valnor
Result: Abandoned on <date>
Date: <date>
Length: 12 actions · 1 round · under a minute
# Turning points
- Round 1: the table stopped playing here (abandoned)
(Picked from the story: every move of the track larger than its usual step (the three largest), and how the game ended.)
note: This game was abandoned in its first round or turn: there is no story to draw.
`},
	} {
		t.Run(c.name+" "+c.lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			e.StartIn(c.lang)
			in := c.mk(t, e.Store)
			s, err := e.U.SessionSummary(in)
			if err != nil {
				t.Fatal(err)
			}
			got := summaryText(s)
			c.want = strings.ReplaceAll(c.want, "\u00a0", " ")
			if got != c.want {
				t.Errorf("summary:\n%s\nwant:\n%s", got, c.want)
			}
		})
	}
}

// The PNG is an A4 page at 150 dpi that decodes.
func TestSummaryPNG(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	s, err := e.U.SessionSummary(doomSession(t, e.Store))
	if err != nil {
		t.Fatal(err)
	}
	data, err := e.U.SummaryPNG(s)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 1240 || b.Dy() != 1754 {
		t.Errorf("page %v, want 1240×1754 (A4 at 150 dpi)", b)
	}
	// Ink on the page: dark text and the plot's line in the theme's
	// primary colour, on white.
	var ink, line int
	prim := color.NRGBAModel.Convert(theme.DefaultTheme().Color(theme.ColorNamePrimary, theme.VariantLight)).(color.NRGBA)
	for y := 0; y < 1754; y += 2 {
		for x := 0; x < 1240; x += 2 {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			switch {
			case c.R < 0x60 && c.G < 0x60 && c.B < 0x60:
				ink++
			case c == prim && y > 1754/3:
				line++
			}
		}
	}
	if ink < 500 || line < 100 {
		t.Errorf("%d dark pixels of text and %d of the plot's line: the page looks empty", ink, line)
	}
}

// pdfFile is what a test reads of a PDF: its pages, its title and the text
// of its content streams (UTF-16 big-endian, as fpdf writes a UTF-8 font's
// text).
type pdfFile struct {
	pages   int
	title   string
	content []byte
}

// readPDF checks that data is a whole PDF (header, cross-reference table
// where startxref says, trailer, end marker) and reads it.
func readPDF(t *testing.T, data []byte) pdfFile {
	t.Helper()
	var f pdfFile
	if !bytes.HasPrefix(data, []byte("%PDF-1.")) {
		t.Fatalf("no PDF header: %q", data[:min(len(data), 16)])
	}
	if !bytes.HasSuffix(bytes.TrimRight(data, "\r\n"), []byte("%%EOF")) {
		t.Fatal("no end-of-file marker at the end: the file is cut")
	}
	m := regexp.MustCompile(`startxref\s+(\d+)\s+%%EOF\s*$`).FindSubmatch(data)
	if m == nil {
		t.Fatal("no startxref")
	}
	at, _ := strconv.Atoi(string(m[1]))
	if at >= len(data) || !bytes.HasPrefix(data[at:], []byte("xref")) {
		t.Fatalf("startxref %d does not point at the cross-reference table", at)
	}
	if !regexp.MustCompile(`trailer\s*<<[^>]*/Root \d+ 0 R`).Match(data) {
		t.Error("no trailer naming the catalog")
	}
	if m := regexp.MustCompile(`/Type /Pages\s*/Kids \[[^\]]*\]\s*/Count (\d+)`).FindSubmatch(data); m != nil {
		f.pages, _ = strconv.Atoi(string(m[1]))
	}
	if n := len(regexp.MustCompile(`/Type /Page\b[^s]`).FindAll(data, -1)); n != f.pages {
		t.Errorf("%d page objects, the page tree counts %d", n, f.pages)
	}
	if m := regexp.MustCompile(`/Title \(((?:\\.|[^\\)])*)\)`).FindSubmatch(data); m != nil {
		f.title = utf16Text(unescapePDF(m[1]))
	}
	for _, m := range regexp.MustCompile(`(?s)stream\r?\n(.*?)\r?\nendstream`).FindAllSubmatch(data, -1) {
		r, err := zlib.NewReader(bytes.NewReader(m[1]))
		if err != nil {
			continue // not deflated (an image's raw data)
		}
		b, err := io.ReadAll(r)
		if err == nil {
			f.content = append(f.content, unescapePDF(b)...)
		}
	}
	return f
}

// unescapePDF undoes a PDF literal string's backslash escapes.
func unescapePDF(b []byte) []byte {
	var out []byte
	for i := 0; i < len(b); i++ {
		if b[i] != '\\' || i+1 == len(b) {
			out = append(out, b[i])
			continue
		}
		i++
		switch b[i] {
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		default:
			out = append(out, b[i])
		}
	}
	return out
}

// utf16Text decodes UTF-16 big-endian text after its byte-order mark.
func utf16Text(b []byte) string {
	b = bytes.TrimPrefix(b, []byte{0xfe, 0xff})
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = binary.BigEndian.Uint16(b[2*i:])
	}
	return string(utf16.Decode(u))
}

// utf16Bytes is s in UTF-16 big-endian, as a page's text holds it.
func utf16Bytes(s string) []byte {
	var out []byte
	for _, u := range utf16.Encode([]rune(s)) {
		out = binary.BigEndian.AppendUint16(out, u)
	}
	return out
}

// The PDF is one A4 page, titled in the app's language, whose text holds
// the title and French accents as written (the face is embedded: core
// fonts would have lost "ï").
func TestSummaryPDF(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			e.StartIn(lang)
			title := "Ogotaï, Défis: é è à ç"
			sess, err := seed.QaSession(e.Store, title, 2)
			if err != nil {
				t.Fatal(err)
			}
			s, err := e.U.SessionSummary(sess.Info())
			if err != nil {
				t.Fatal(err)
			}
			data, err := e.U.SummaryPDF(s)
			if err != nil {
				t.Fatal(err)
			}
			f := readPDF(t, data)
			if f.pages != 1 {
				t.Errorf("%d pages, want 1", f.pages)
			}
			want := e.U.Loc.T("app.summary.doc_title", "What", e.U.Loc.T("app.summary.session_heading"), "Title", title)
			if f.title != want {
				t.Errorf("document title %q, want %q", f.title, want)
			}
			for _, text := range []string{title, e.U.Loc.T("app.summary.session_heading"), e.U.Loc.T("app.summary.turning")} {
				if !bytes.Contains(f.content, utf16Bytes(text)) {
					t.Errorf("the page does not say %q", text)
				}
			}
			if !bytes.Contains(data, []byte("/FontFile2")) {
				t.Error("no TrueType face embedded")
			}
		})
	}
}

// The story sheet offers the summary: Share opens a sheet with the image
// and the PDF, and a tap on one asks where to save it; the sheet of a game
// too short for a story offers it too.
func TestSummaryOnStorySheet(t *testing.T) {
	for _, fresh := range []bool{false, true} {
		e := kittest.NewEnv(t, "", kittest.PhoneSize)
		at := seed.CardgameAtWon
		if fresh {
			at = seed.CardgameAtDawn
		}
		if _, err := seed.CardgameSession(e.Store, "Anna and Ben", at); err != nil {
			t.Fatal(err)
		}
		openStory(e)
		e.Tap(e.U.Loc.T("app.summary.share_button"))
		for _, label := range []string{"app.summary.share_title", "app.summary.png", "app.summary.pdf"} {
			e.MustShow(e.U.Loc.T(label))
		}
		n := len(e.W.Canvas().Overlays().List())
		e.Tap(e.U.Loc.T("app.summary.pdf"))
		// The choice closes, the file dialog opens over the story.
		if got := len(e.W.Canvas().Overlays().List()); got != n {
			t.Fatalf("fresh=%v: %d overlays after the PDF tile, want %d (the story and the file dialog)", fresh, got, n)
		}
		e.MustShow(e.U.Loc.T("app.files.save_title"))
	}
}

// At the largest text, in both languages, a phone holds the story sheet's
// share choice and each campaign's story with a game's plot open.
func TestSummaryPhoneFit(t *testing.T) {
	openPlot := func(e *kittest.Env) {
		bs := e.Buttons(e.U.Loc.T("app.campaign.story_plot"))
		if len(bs) == 0 {
			e.T.Fatal("no plot button")
		}
		test.Tap(bs[0])
	}
	kittest.CheckPhoneFit(t, []kittest.FitCase{
		{Name: "share", Open: func(e *kittest.Env) {
			if _, err := seed.DwarvesSession(e.Store, 0, "Book 1"); err != nil {
				e.T.Fatal(err)
			}
			openStory(e)
			e.Tap(e.U.Loc.T("app.summary.share_button"))
		}},
		{Name: "dwarves campaign story", Open: func(e *kittest.Env) {
			id, err := seed.DwarvesCampaign(e.Store)
			if err != nil {
				e.T.Fatal(err)
			}
			ShowCampaignLog(e, id)
			openPlot(e)
		}},
		{Name: "althing campaign story", Open: func(e *kittest.Env) {
			d, _, err := seed.AlthingCampaigns(e.Store)
			if err != nil {
				e.T.Fatal(err)
			}
			ShowCampaignLog(e, d.ID)
			openPlot(e)
		}},
	})
}
