package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"skald/i18n"
)

// dbPath reads the command line: --db names the database, def when it is not
// given. Messages (usage, refusals) go to out in the system's language. An
// empty --db is refused rather than taken for a throwaway database, and so
// is anything beside the options; a relative path is made absolute, so that
// the messages name the file for sure.
func dbPath(args []string, def string, out io.Writer) (string, bool) {
	loc := i18n.New(i18n.Resolve("system", i18n.EnvLocale()))
	fs := flag.NewFlagSet("skald", flag.ContinueOnError)
	fs.SetOutput(out)
	db := fs.String("db", def, loc.T("app.cli.db"))
	fs.Usage = func() {
		fmt.Fprintln(out, loc.T("app.cli.usage"))
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return "", false
	}
	if fs.NArg() > 0 {
		fmt.Fprintln(out, loc.T("app.cli.extra", "Arg", fs.Arg(0)))
		return "", false
	}
	if strings.TrimSpace(*db) == "" {
		fmt.Fprintln(out, loc.T("app.cli.empty_db"))
		return "", false
	}
	abs, err := filepath.Abs(*db)
	if err != nil {
		fmt.Fprintln(out, loc.T("app.cli.bad_db", "Path", *db))
		return "", false
	}
	return abs, true
}

// version is the Version line of FyneApp.toml.
func version(toml string) string {
	sc := bufio.NewScanner(strings.NewReader(toml))
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), "=")
		if ok && strings.TrimSpace(k) == "Version" {
			return strings.Trim(strings.TrimSpace(v), `"`)
		}
	}
	return ""
}
