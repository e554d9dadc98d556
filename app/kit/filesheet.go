package kit

import (
	"cmp"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Skald's own file sheets, on a desktop: Fyne's file dialog speaks English
// whatever the UI's language ("Overwrite?", "Home", "Computer") and at a
// phone's width with the largest text it cuts its title and gives the file
// name 70 px. A phone keeps Fyne's dialog, which opens the system's picker.

// FilePick is what a file sheet asks for.
type FilePick struct {
	Title   string   // the sheet's title
	Confirm string   // its primary button
	Exts    []string // the kinds of file shown (".json"); none: every file
	// Folder is where the sheet opens; "" opens the folder last used, else
	// Documents, else the home folder.
	Folder string
	// Base is a database file whose folder is offered as a place; "" is the
	// store's.
	Base string
}

// maxRows is how many entries of one folder a sheet lists; the rest are
// counted.
const maxRows = 400

// lastFolders is the folder each UI's file sheet was last left in, where
// the next one opens.
var lastFolders = map[*UI]string{}

// fileBrowser is a file sheet's content: the folder shown as a path, the
// places to jump to, and the folder's entries (an Up row, its folders, its
// files of the kinds asked), over the parts the kind of sheet adds (a file
// name field, a line for what went wrong). Only the entries scroll.
type fileBrowser struct {
	widget.BaseWidget
	u      *UI
	pick   FilePick
	dir    string
	path   *Label
	status *Label // what went wrong, in the sheet it concerns
	rows   *fyne.Container
	places *fyne.Container // buttons to the usual folders
	// placesInList: on a phone the places come after the entries.
	placesInList bool
	scroll       *container.Scroll
	body         fyne.CanvasObject
	// onFile hears a tap on a file; moved hears each folder shown.
	onFile func(path string)
	moved  func()
	picked string // the file tapped last in this folder
}

// newFileBrowser shows pick.Folder (or the folder the pick starts in) under
// head, the parts above the places.
func (u *UI) newFileBrowser(pick FilePick, head ...fyne.CanvasObject) *fileBrowser {
	b := &fileBrowser{u: u, pick: pick, path: WrapLabel(""), status: WrapLabel(""), rows: container.NewVBox()}
	b.path.TextStyle.Bold = true
	b.status.Importance = widget.DangerImportance
	b.status.Hide()
	var places []fyne.CanvasObject
	for _, p := range u.filePlaces(pick.Base) {
		places = append(places, NewButton(p.label, p.icon, func() { b.show(p.path) }))
	}
	b.places = container.New(layout.NewRowWrapLayout(), places...)
	top := append(head, b.status)
	if w := u.Win.Canvas().Size().Width; w <= 0 || w >= DesktopWidth {
		top = append(top, b.places)
	} else {
		// A phone: the places (four lines at a large text size) would take the
		// height the entries need, so they come after them, in the list.
		b.placesInList = true
	}
	top = append(top, container.NewBorder(nil, nil, widget.NewIcon(theme.FolderOpenIcon()), nil, b.path))
	b.scroll = container.NewVScroll(b.rows)
	// The entries keep a few rows in view however much the parts above
	// take; beyond that the whole sheet scrolls.
	list := AtLeast(b.scroll, 0, 3*TouchSize)
	b.body = container.NewBorder(container.NewVBox(top...), nil, nil, nil, list)
	b.ExtendBaseWidget(b)
	b.show(u.startFolder(pick))
	return b
}

func (b *fileBrowser) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(b.body)
}

// say shows what went wrong (nothing when text is empty).
func (b *fileBrowser) say(text string) {
	b.status.SetText(text)
	if text == "" {
		b.status.Hide()
	} else {
		b.status.Show()
	}
	b.body.Refresh()
}

// show lists dir: a folder that cannot be read says so in place of its
// entries, and the way up and the places stay.
func (b *fileBrowser) show(dir string) {
	b.dir = filepath.Clean(dir)
	b.picked = ""
	lastFolders[b.u] = b.dir
	b.path.SetText(b.u.folderWords(b.dir))
	b.say("")
	var rows []fyne.CanvasObject
	if up := filepath.Dir(b.dir); up != b.dir {
		rows = append(rows, newFileRow(b.u.Loc.T("app.files.up"), theme.MoveUpIcon(), func() { b.show(up) }))
	}
	folders, files, err := listFolder(b.dir, b.pick.Exts)
	switch {
	case err != nil:
		rows = append(rows, WrapLabel(b.u.folderErrText(err)))
	case len(folders)+len(files) == 0 && len(b.pick.Exts) > 0:
		rows = append(rows, Quiet(b.u.Loc.T("app.files.empty", "Kinds", strings.Join(b.pick.Exts, ", "))))
	case len(folders)+len(files) == 0:
		rows = append(rows, Quiet(b.u.Loc.T("app.files.empty_all")))
	}
	shown := 0
	for _, name := range folders {
		if shown == maxRows {
			break
		}
		at := filepath.Join(b.dir, name)
		rows = append(rows, newFileRow(name, theme.FolderIcon(), func() { b.show(at) }))
		shown++
	}
	for _, name := range files {
		if shown == maxRows {
			break
		}
		at := filepath.Join(b.dir, name)
		var row *fileRow
		row = newFileRow(name, theme.FileIcon(), func() { b.pickFile(row, at) })
		row.file = true
		rows = append(rows, row)
		shown++
	}
	if more := len(folders) + len(files) - shown; more > 0 {
		rows = append(rows, Quiet(b.u.Loc.N("app.files.more", more)))
	}
	if b.placesInList {
		rows = append(rows, widget.NewSeparator(), b.places)
	}
	b.rows.Objects = rows
	b.rows.Refresh()
	b.scroll.ScrollToTop()
	if b.moved != nil {
		b.moved()
	}
}

// pickFile marks the file tapped in its row and tells the sheet.
func (b *fileBrowser) pickFile(row *fileRow, path string) {
	for _, o := range b.rows.Objects {
		if r, ok := o.(*fileRow); ok && r.file {
			r.mark(r == row)
		}
	}
	b.picked = path
	if b.onFile != nil {
		b.onFile(path)
	}
}

// listFolder lists dir's folders and its files of the kinds exts names (all
// when none), each sorted by name as a person reads them; hidden ones
// (".name") are left out, as every file manager does.
func listFolder(dir string, exts []string) (folders, files []string, err error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, err
	}
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".") {
			continue
		}
		isDir := e.IsDir()
		if e.Type()&fs.ModeSymlink != 0 {
			// A link counts as what it points to.
			st, err := os.Stat(filepath.Join(dir, name))
			if err != nil {
				continue
			}
			isDir = st.IsDir()
		}
		switch {
		case isDir:
			folders = append(folders, name)
		case hasExt(name, exts):
			files = append(files, name)
		}
	}
	byName := func(a, b string) int {
		return cmp.Or(cmp.Compare(strings.ToLower(a), strings.ToLower(b)), cmp.Compare(a, b))
	}
	slices.SortFunc(folders, byName)
	slices.SortFunc(files, byName)
	return folders, files, nil
}

// hasExt reports whether name ends in one of exts (any name when none).
func hasExt(name string, exts []string) bool {
	if len(exts) == 0 {
		return true
	}
	for _, e := range exts {
		if strings.HasSuffix(strings.ToLower(name), strings.ToLower(e)) {
			return true
		}
	}
	return false
}

// folderErrText says why a folder's entries are not shown.
func (u *UI) folderErrText(err error) string {
	switch {
	case errors.Is(err, fs.ErrPermission):
		return u.Loc.T("app.files.err.unreadable_folder")
	case errors.Is(err, fs.ErrNotExist):
		return u.Loc.T("app.files.err.missing_folder")
	}
	return u.Loc.T("app.files.err.folder", "Detail", err.Error())
}

// folderWords is dir as a person reads it: from the home folder when it is
// inside it, else from the computer's root, its folders joined by " / " so
// that a long path wraps between two of them.
func (u *UI) folderWords(dir string) string {
	parts := []string{u.Loc.T("app.files.computer")}
	rel := strings.TrimPrefix(dir, filepath.VolumeName(dir))
	if home, err := os.UserHomeDir(); err == nil && home != "" {
		if r, err := filepath.Rel(home, dir); err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator)) {
			parts, rel = []string{u.Loc.T("app.files.place.home")}, r
		}
	}
	for _, p := range strings.Split(rel, string(filepath.Separator)) {
		if p != "" && p != "." {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, " / ")
}

// startFolder is where a sheet opens: the pick's folder if it is one, else the one last
// used, else Documents, else the home folder, else the working folder.
func (u *UI) startFolder(pick FilePick) string {
	if pick.Folder != "" && isFolder(pick.Folder) {
		return pick.Folder
	}
	if d, ok := lastFolders[u]; ok && isFolder(d) {
		return d
	}
	if home, err := os.UserHomeDir(); err == nil {
		if docs := userFolder(home, "XDG_DOCUMENTS_DIR", "Documents"); docs != "" {
			return docs
		}
		return home
	}
	wd, _ := os.Getwd()
	return wd
}

// fileRow is one entry of a folder: a flat button showing an icon and a
// name that ends in "…" rather than widening the sheet.
type fileRow struct {
	widget.BaseWidget
	button *widget.Button
	icon   *widget.Icon
	res    fyne.Resource
	label  *widget.Label
	file   bool // a file (that a tap picks), not a folder
}

func newFileRow(text string, icon fyne.Resource, tap func()) *fileRow {
	r := &fileRow{button: widget.NewButton("", tap), icon: widget.NewIcon(icon), res: icon, label: widget.NewLabel(text)}
	r.button.Importance = widget.LowImportance
	r.label.Truncation = fyne.TextTruncateEllipsis
	r.ExtendBaseWidget(r)
	return r
}

// Text is the entry's name.
func (r *fileRow) Text() string { return r.label.Text }

// AccessibilityLabel is the entry's name, for a screen reader.
func (r *fileRow) AccessibilityLabel() string { return r.label.Text }

// AccessibilityRole is a button's.
func (r *fileRow) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

// mark shows the row as the file picked (a tick, a filled background).
func (r *fileRow) mark(on bool) {
	if on {
		r.button.Importance = widget.MediumImportance
		r.icon.SetResource(theme.ConfirmIcon())
	} else {
		r.button.Importance = widget.LowImportance
		r.icon.SetResource(r.res)
	}
	r.button.Refresh()
}

func (r *fileRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(r.button,
		container.NewBorder(nil, nil, container.NewPadded(r.icon), nil, r.label)))
}

// MinSize is a touch target's height; the width is the icon's and a few
// letters', so a long name never widens the sheet.
func (r *fileRow) MinSize() fyne.Size {
	r.ExtendBaseWidget(r)
	return fyne.NewSize(r.BaseWidget.MinSize().Width, max(r.BaseWidget.MinSize().Height, TouchSize))
}
