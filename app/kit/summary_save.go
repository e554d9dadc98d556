package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The file dialogs of a summary offer its own kind of file.
var (
	pngFiles = []string{".png"}
	pdfFiles = []string{".pdf"}
)

// SummaryButtons offer a summary as an image or a PDF, saved where the
// person picks. name is the file's name without its extension; make builds
// the summary once a place is picked.
func (u *UI) SummaryButtons(name string, make func() (Summary, error)) fyne.CanvasObject {
	png := NewTile(u.Loc.T("app.summary.png"), theme.FileImageIcon(), func() { u.SaveSummaryPNG(name, make) })
	pdf := NewTile(u.Loc.T("app.summary.pdf"), theme.DocumentIcon(), func() { u.SaveSummaryPDF(name, make) })
	return container.NewVBox(Quiet(u.Loc.T("app.summary.share")), NewFitGrid(2, 140, Tall(png), Tall(pdf)))
}

// ShareButton opens a sheet that offers a summary as an image or a PDF:
// one button where a sheet's buttons are.
func (u *UI) ShareButton(name string, make func() (Summary, error)) fyne.CanvasObject {
	b := NewButton(u.Loc.T("app.summary.share_button"), theme.MailSendIcon(), func() {
		var sh *Sheet
		png := NewTile(u.Loc.T("app.summary.png"), theme.FileImageIcon(), func() {
			sh.Hide()
			u.SaveSummaryPNG(name, make)
		})
		pdf := NewTile(u.Loc.T("app.summary.pdf"), theme.DocumentIcon(), func() {
			sh.Hide()
			u.SaveSummaryPDF(name, make)
		})
		body := container.NewVBox(WrapLabel(u.Loc.T("app.summary.share_hint")), NewFitGrid(2, 140, Tall(png), Tall(pdf)))
		sh = u.NewSheet(u.Loc.T("app.summary.share_title"), body)
		sh.WithButtons(AtLeast(widget.NewButton(u.Loc.T("common.cancel"), sh.Hide), 110, TouchSize)).Show()
	})
	return AtLeast(b, 120, TouchSize)
}

// SaveSummaryPNG asks where to save the summary as an image and writes it
// there whole, or leaves the place as it was and says why.
func (u *UI) SaveSummaryPNG(name string, make func() (Summary, error)) {
	u.saveSummary(name+".png", pngFiles, make, u.SummaryPNG)
}

// SaveSummaryPDF is SaveSummaryPNG for a PDF.
func (u *UI) SaveSummaryPDF(name string, make func() (Summary, error)) {
	u.saveSummary(name+".pdf", pdfFiles, make, u.SummaryPDF)
}

// saveSummary saves the summary make makes, drawn by render, as file.
func (u *UI) saveSummary(file string, exts []string, make func() (Summary, error), render func(Summary) ([]byte, error)) {
	u.saveFile(file, exts, func() ([]byte, error) {
		s, err := make()
		if err != nil {
			return nil, err
		}
		return render(s)
	})
}
