package thorgal

import (
	"testing"

	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// A long path whose every card edge is crossed by a tile still shows its
// head: the last tile and the columns the next one can reach.
func TestPathWindowKeepsTheHead(t *testing.T) {
	card, err := thorgal.ParseTerrainGrid("###/###;2")
	if err != nil {
		t.Fatal(err)
	}
	var l thorgal.PathLayout
	for range 12 {
		l.Cards, l.Start = append(l.Cards, card), append(l.Start, l.Cols)
		l.Rows, l.Cols = 2, l.Cols+3
	}
	var tiles []polyomino.Tile
	for k := range 30 { // a zigzag of I2 tiles, each crossing into the next column
		tile, ok := polyomino.TileOf("I2", []polyomino.Cell{{R: k % 2, C: k}, {R: k % 2, C: k + 1}})
		if !ok {
			t.Fatal("no I2")
		}
		tiles = append(tiles, tile)
	}
	w, ok := newPathWindow(l, tiles)
	if !ok {
		t.Fatal("no window")
	}
	if w.grid.Cols() > polyomino.GridCols {
		t.Fatalf("window %d columns wide", w.grid.Cols())
	}
	if _, in := w.shift(tiles[len(tiles)-1]); !in {
		t.Errorf("last tile (columns 29-30) outside the window at %d, %d wide", w.off, w.grid.Cols())
	}
	if w.off+w.grid.Cols() < l.Cols {
		t.Errorf("the path's last column %d is out of view (window %d+%d)", l.Cols-1, w.off, w.grid.Cols())
	}
}
