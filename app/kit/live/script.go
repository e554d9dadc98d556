package live

import "net/http"

// script follows the stream of events and swaps in each new version of the
// page's changing part (drawn and escaped on the server) without reloading.
// When the stream breaks it says so, and the browser reconnects by itself.
const script = `"use strict";
(function () {
  var view = document.getElementById("view"), url = document.body.dataset.events;
  if (!view || !url || !window.EventSource) { return; }
  var es = new EventSource(url);
  es.addEventListener("view", function (e) {
    var t = document.createElement("template");
    t.innerHTML = e.data;
    var frag = t.content.firstElementChild;
    if (!frag) { return; }
    view.replaceChildren(t.content);
    document.title = frag.dataset.title;
    document.documentElement.lang = frag.dataset.lang;
    document.body.classList.remove("off");
  });
  es.addEventListener("open", function () { document.body.classList.remove("off"); });
  es.addEventListener("error", function () { document.body.classList.add("off"); });
})();
`

func serveScript(w http.ResponseWriter, _ *http.Request) {
	headers(w, "text/javascript; charset=utf-8")
	_, _ = w.Write([]byte(script))
}
