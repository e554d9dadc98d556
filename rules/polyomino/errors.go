package polyomino

import "errors"

// Why a shape, an area or a placement is refused. Fits returns exactly one of
// the placement errors; callers compare with errors.Is and name the rule.
var (
	ErrEncoding     = errors.New("polyomino: not a '#'/'.' rows encoding")
	ErrEmpty        = errors.New("polyomino: no square")
	ErrTooBig       = errors.New("polyomino: larger than the 8×8 frame")
	ErrUnknownShape = errors.New("polyomino: unknown tile shape")
	ErrOrient       = errors.New("polyomino: rotation must be 0..3")
	ErrOutside      = errors.New("polyomino: the tile leaves the area")
	ErrOverlap      = errors.New("polyomino: the tile covers another tile")
	ErrApart        = errors.New("polyomino: the tile touches no tile already placed")
)
