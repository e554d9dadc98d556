package kit

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// filePlace is a folder a file sheet offers to jump to.
type filePlace struct {
	label string
	icon  fyne.Resource
	path  string
}

// filePlaces are the folders a sheet offers, those that exist, each once:
// the home folder, the folder of the database (base, else the store's),
// Documents and Downloads (under the names the desktop gives them).
func (u *UI) filePlaces(base string) []filePlace {
	if base == "" && u.Store != nil {
		base = u.Store.Path()
	}
	var out []filePlace
	add := func(id string, icon fyne.Resource, path string) {
		if path == "" || !isFolder(path) {
			return
		}
		path = filepath.Clean(path)
		for _, p := range out {
			if p.path == path {
				return
			}
		}
		out = append(out, filePlace{label: u.Loc.T(id), icon: icon, path: path})
	}
	home, _ := os.UserHomeDir()
	add("app.files.place.home", theme.HomeIcon(), home)
	if base != "" {
		add("app.files.place.database", theme.StorageIcon(), filepath.Dir(base))
	}
	if home != "" {
		add("app.files.place.documents", theme.DocumentIcon(), userFolder(home, "XDG_DOCUMENTS_DIR", "Documents"))
		add("app.files.place.downloads", theme.DownloadIcon(), userFolder(home, "XDG_DOWNLOAD_DIR", "Downloads"))
	}
	return out
}

// userFolder is the desktop's folder for key in user-dirs.dirs (a French
// desktop names Downloads "Téléchargements"), else home/fallback; "" when
// it does not exist or is home itself (a desktop without the folder).
func userFolder(home, key, fallback string) string {
	dir := filepath.Join(home, fallback)
	config := os.Getenv("XDG_CONFIG_HOME")
	if config == "" {
		config = filepath.Join(home, ".config")
	}
	if f, err := os.Open(filepath.Join(config, "user-dirs.dirs")); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			k, v, ok := strings.Cut(strings.TrimSpace(sc.Text()), "=")
			if !ok || k != key {
				continue
			}
			v = strings.Trim(v, `"`)
			v = strings.Replace(v, "$HOME", home, 1)
			if filepath.IsAbs(v) {
				dir = v
			}
		}
		f.Close()
	}
	if filepath.Clean(dir) == filepath.Clean(home) || !isFolder(dir) {
		return ""
	}
	return dir
}

// isFolder reports whether path is a folder.
func isFolder(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}
