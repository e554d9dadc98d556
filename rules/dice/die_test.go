package dice

import (
	"slices"
	"testing"
)

func TestNumbered(t *testing.T) {
	tests := []struct {
		n    int
		want []string
	}{
		{-1, []string{}},
		{0, []string{}},
		{1, []string{"1"}},
		{6, []string{"1", "2", "3", "4", "5", "6"}},
	}
	for _, tt := range tests {
		if got := Numbered(tt.n).Faces; !slices.Equal(got, tt.want) {
			t.Errorf("Numbered(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
	if !slices.Equal(D6().Faces, Numbered(6).Faces) {
		t.Errorf("D6 = %q", D6().Faces)
	}
}

func TestDiceDoNotShareFaces(t *testing.T) {
	a := D6()
	a.Faces[0] = "SCRIBBLE"
	if D6().Faces[0] != "1" {
		t.Fatal("D6 hands out a shared slice")
	}
	src := []string{"x", "y"}
	d := NewDie(src...)
	src[0] = "SCRIBBLE"
	if d.Faces[0] != "x" {
		t.Fatal("NewDie keeps the caller's slice")
	}
	many := Many(3, d)
	many[0].Faces[0] = "SCRIBBLE"
	if many[1].Faces[0] != "x" || d.Faces[0] != "x" {
		t.Fatal("Many's dice share faces")
	}
	if len(Many(0, d)) != 0 || len(Many(-2, d)) != 0 {
		t.Fatal("Many with n ≤ 0 is not empty")
	}
}

func TestValue(t *testing.T) {
	tests := []struct {
		face string
		want int
	}{
		{"1", 1}, {"6", 6}, {"12", 12}, {"-2", -2}, {"", 0}, {"skull", 0}, {"3+", 0},
	}
	for _, tt := range tests {
		if got := Value(tt.face); got != tt.want {
			t.Errorf("Value(%q) = %d, want %d", tt.face, got, tt.want)
		}
	}
}
