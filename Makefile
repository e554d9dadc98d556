# Skald — build, test and tooling. `make test` is THE test command (CI runs it
# through .ci/run). Plain go commands underneath; no GOFLAGS are set here.

# Build tags: every build needs SQLite's full-text search (the rules reference);
# tests, vet, staticcheck and screenshots add Fyne's software driver (ci).
TAGS ?= sqlite_fts5
CITAGS ?= ci,sqlite_fts5

# Screenshot defaults: make screenshot SCREEN=home SIZE=phone|desktop LANG_=en|fr
# THEME=light|dark TEXT=small|normal|large|xlarge
# (LANG_ has an underscore so it never clashes with the LANG locale variable.)
SCREEN ?= home
SIZE ?= phone
LANG_ ?= en
THEME ?= light
TEXT ?= normal
OUT ?= shots/$(SCREEN)-$(SIZE)-$(LANG_).png
# Arguments for `make run`, e.g. make run ARGS='--db /tmp/skald.db'
ARGS ?=
# Benchmark time per benchmark and repetitions (use COUNT=10 for benchstat).
BENCHTIME ?= 1s
COUNT ?= 1

.NOTPARALLEL:
.PHONY: all deps build run fmt-check vet staticcheck test smoke screenshot bench icon package-linux clean

all: build

## deps: install the missing Debian packages (compiler, GL/X11 headers, Xvfb, ImageMagick, xdotool, Chromium)
deps:
	scripts/deps.sh

## build: build the desktop binary into bin/skald
build:
	go build -tags $(TAGS) -o bin/skald .

## run: install what is missing, build, and open Skald (ARGS are passed on)
run: deps build
	./bin/skald $(ARGS)

## fmt-check: fail, listing the files, if any Go file is not gofmt-formatted
fmt-check:
	@files="$$(gofmt -l .)"; \
	if [ -n "$$files" ]; then echo "gofmt -w needed on:"; echo "$$files"; exit 1; fi

vet:
	go vet -tags $(CITAGS) ./...

staticcheck:
	go tool staticcheck -tags $(CITAGS) ./...

## test: everything CI checks; the crash test needs the long timeout
test: deps fmt-check vet staticcheck
	go test -tags $(CITAGS) -count=1 -timeout 30m ./...
	scripts/smoke.sh

## smoke: the real binary under Xvfb, screenshot, fails on a blank window
smoke:
	scripts/smoke.sh

## screenshot: render one screen with the test driver to $(OUT)
screenshot:
	@mkdir -p "$(dir $(OUT))"
	go run -tags $(CITAGS) ./app/screenshot -screen $(SCREEN) -size $(SIZE) -lang $(LANG_) -theme $(THEME) -text $(TEXT) -out $(OUT)

## bench: tracker benchmarks, a tap on each game's screen, then start-up time and memory under Xvfb
bench: deps
	go test -tags $(CITAGS) -run '^$$' -bench . -benchmem -benchtime $(BENCHTIME) -count $(COUNT) ./tracker/
	go test -tags $(CITAGS) -run '^$$' -bench Tap -benchtime 300x -count $(COUNT) ./app/...
	scripts/startup.sh

## icon: re-render assets/icon.png from assets/icon.svg
icon:
	scripts/icon.sh

## package-linux: build a Linux package (skald.tar.xz). NOTE: this bumps Build in
## FyneApp.toml; it is not run in CI. Android needs the NDK (go tool fyne package -os android).
package-linux: deps
	go tool fyne package -os linux -icon assets/icon.png --tags $(TAGS)

clean:
	rm -rf bin shots
