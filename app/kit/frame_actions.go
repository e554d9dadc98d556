package kit

import (
	"encoding/json"
	"errors"

	"skald/rules"
)

// Say shows a one-line message (a refusal, a failure) above the bottom bar;
// "" hides it.
func (f *Frame) Say(text string) {
	if f.MsgText == nil {
		return
	}
	f.MsgText.SetText(text)
	if text == "" {
		f.Message.Hide()
	} else {
		f.Message.Show()
	}
}

// Do sends a command to the session. A value printed on the box that the rules
// need is asked for, learned (profile and session) and the command retried.
func (f *Frame) Do(cmd any) { f.doTry(cmd, "") }

// doTry sends cmd; answered is the printed key learned just before, so a value
// the rules keep asking for ends with a message instead of asking forever.
func (f *Frame) doTry(cmd any, answered string) {
	err := f.Sess.Do(cmd)
	var need *rules.NeedPrinted
	if errors.As(err, &need) && need.Key != answered {
		spec, ok := rules.PrintedSpecFor(f.Sess.Game(), need.Key)
		if !ok {
			f.Say(f.u.ErrText(err))
			return
		}
		f.u.AskPrinted(spec, "", func(value string) {
			if err := f.Sess.Learn(need.Key, value); err != nil {
				f.Say(f.u.ErrText(err))
				return
			}
			f.doTry(cmd, need.Key)
		})
		return
	}
	if err != nil {
		f.Say(f.u.ErrText(err))
		return
	}
	f.Sync() // what the caller reads next is the state after cmd
	f.Say("")
}

func (f *Frame) Undo() {
	if !f.Sess.CanUndo() {
		return
	}
	run := func() {
		before := f.learnedValues()
		if err := f.Sess.Undo(); err != nil {
			f.Say(f.u.ErrText(err))
			return
		}
		f.Say("")
		f.askAgain(before)
	}
	if f.Sess.UndoReveals() {
		s := f.u.NewSheet(f.u.Loc.T("app.undo.reveal_title"), WrapLabel(f.u.Loc.T("app.undo.reveal_body")))
		s.CancelAs(f.u.Loc.T("app.undo.keep")).WithCancelOK(f.u.Loc.T("app.undo.action"), run)
		s.Show()
		return
	}
	run()
}

// learnedValues are the printed values the session has learned so far (every
// game keeps them in its state under "printed").
func (f *Frame) learnedValues() map[string]string {
	data, err := f.Sess.Game().EncodeState(f.Sess.State())
	if err != nil {
		return nil
	}
	var st struct {
		Printed map[string]string `json:"printed"`
	}
	if json.Unmarshal(data, &st) != nil {
		return nil
	}
	return st.Printed
}

// askAgain asks once more a printed value that an undo took back: the table
// most likely undid it because the answer was wrong. The new answer is
// learned by the session and the box profile; Later leaves it unlearned, to
// be asked when a step needs it.
func (f *Frame) askAgain(before map[string]string) {
	after := f.learnedValues()
	for key, old := range before {
		if _, still := after[key]; still {
			continue
		}
		spec, ok := rules.PrintedSpecFor(f.Sess.Game(), key)
		if !ok {
			continue
		}
		f.u.AskPrintedLater(spec, old, func(v string) {
			if err := f.Sess.Learn(key, v); err != nil {
				f.Say(f.u.ErrText(err))
			}
		})
		return // one question at a time: the first one taken back
	}
}

// AskLearn asks the table what is printed for key (current the answer shown
// first), teaches the session the answer and then runs then (nil for
// nothing), unless the session refused it. False when the game asks for no
// such printed value.
func (f *Frame) AskLearn(key, current string, then func(v string)) bool {
	spec, ok := rules.PrintedSpecFor(f.Sess.Game(), key)
	if !ok {
		return false
	}
	f.u.AskPrinted(spec, current, func(v string) {
		if err := f.Sess.Learn(key, v); err != nil {
			f.Say(f.u.ErrText(err))
			return
		}
		f.Sync() // then reads the board: the value learned shows first
		if then != nil {
			then(v)
		}
	})
	return true
}

func (f *Frame) Redo() {
	if !f.Sess.CanRedo() {
		return
	}
	if err := f.Sess.Redo(); err != nil {
		f.Say(f.u.ErrText(err))
		return
	}
	f.Say("")
}
