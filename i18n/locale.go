package i18n

import (
	"os"
	"strings"
)

// Resolve turns a language setting ("system", "en" or "fr") into the language to
// use, "en" or "fr". With "system" (or any unknown setting) it reads the system
// locale: "fr_FR.UTF-8", "fr-CA", "fr" and "FR" give "fr"; anything else,
// including "" and "C", gives "en".
func Resolve(setting, systemLocale string) string {
	switch setting {
	case "en", "fr":
		return setting
	}
	if localeLang(systemLocale) == "fr" {
		return "fr"
	}
	return "en"
}

// localeLang returns the lowercase language part of a POSIX locale or BCP 47 tag.
func localeLang(locale string) string {
	locale = strings.TrimSpace(locale)
	if i := strings.IndexAny(locale, "_-.@"); i >= 0 {
		locale = locale[:i]
	}
	return strings.ToLower(locale)
}

// EnvLocale returns the system locale from the environment the POSIX way
// (LC_ALL, then LC_MESSAGES, then LANG; the first one set wins), or "" when none
// is set. On a desktop, fyne's lang.SystemLocale() is the better source.
func EnvLocale() string {
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := os.Getenv(k); v != "" {
			return v
		}
	}
	return ""
}

// LanguageName returns the name shown for a language setting ("system", "en"
// or "fr"), in l's language.
func (l *Localizer) LanguageName(setting string) string {
	switch setting {
	case "en":
		return l.T("lang.en")
	case "fr":
		return l.T("lang.fr")
	default:
		return l.T("lang.system")
	}
}
