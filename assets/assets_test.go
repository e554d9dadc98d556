package assets

import (
	"bytes"
	"image/png"
	"testing"
)

func TestIcons(t *testing.T) {
	if !bytes.Contains(IconSVG, []byte("<svg")) {
		t.Error("IconSVG is not an SVG")
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(IconPNG))
	if err != nil {
		t.Fatalf("IconPNG: %v", err)
	}
	if cfg.Width != 512 || cfg.Height != 512 {
		t.Errorf("IconPNG is %dx%d, want 512x512", cfg.Width, cfg.Height)
	}
}
