package kit_test

import (
	"image/color"
	"os/exec"
	"strings"
	"testing"

	"fyne.io/fyne/v2/theme"

	"skald/app/kit"
	"skald/app/kit/kittest"
)

// The app links none of gonum's plot root package or its plotters: the
// root parses a dozen fonts in an init, memory held from start-up on.
func TestPlotRootNotLinked(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool to list the dependencies")
	}
	out, err := exec.Command(goTool, "list", "-tags", "ci,sqlite_fts5", "-deps", "skald").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "gonum.org/v1/plot" || strings.HasPrefix(dep, "gonum.org/v1/plot/plotter") {
			t.Errorf("the app links %s", dep)
		}
	}
}

// Bars are as long as their values: 100 twice as long as 50, 0 no bar.
func TestBarPlotLengths(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	img := e.U.BarPlot([]kit.Bar{{Label: "a", Value: 100}, {Label: "b", Value: 50}, {Label: "c", Value: 0}}, "won (%)", "%", 100, 320).Image
	prim := color.NRGBAModel.Convert(theme.Color(theme.ColorNamePrimary)).(color.NRGBA)
	// The longest run of the primary colour on each row, top down, one
	// entry per bar.
	var bars []int
	b := img.Bounds()
	inBar := false
	for y := b.Min.Y; y < b.Max.Y; y++ {
		run, best := 0, 0
		for x := b.Min.X; x < b.Max.X; x++ {
			if color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA) == prim {
				run++
				best = max(best, run)
			} else {
				run = 0
			}
		}
		switch {
		case best > 10 && !inBar:
			bars = append(bars, best)
			inBar = true
		case best > 10:
			bars[len(bars)-1] = max(bars[len(bars)-1], best)
		default:
			inBar = false
		}
	}
	if len(bars) != 2 {
		t.Fatalf("%d bars drawn %v, want 2 (the one at 0 has no length)", len(bars), bars)
	}
	if r := float64(bars[0]) / float64(bars[1]); r < 1.95 || r > 2.05 {
		t.Errorf("bars %d and %d pixels long: 100 should be twice 50", bars[0], bars[1])
	}
}
