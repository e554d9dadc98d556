package app

// The games: each registers its setup, board and campaign screens with the kit.
import (
	_ "skald/app/althing"
	_ "skald/app/cardgame"
	_ "skald/app/dwarves"
	_ "skald/app/qa"
	_ "skald/app/thorgal"
)
