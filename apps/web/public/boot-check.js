// If the bundle fails to load or throws before rendering, show a way out instead of a blank page.
// A file of its own, not inline in index.html: the Content-Security-Policy allows no inline script.
(function () {
  function el(tag, css, text) {
    var node = document.createElement(tag);
    node.style.cssText = css;
    if (text) node.textContent = text;
    return node;
  }
  function showFailure() {
    if (window.__pdftabStarted) return;
    var root = document.getElementById("root");
    if (!root || root.childElementCount > 0) return;
    var box = el(
      "div",
      "font-family:system-ui,sans-serif;max-width:480px;margin:15vh auto;padding:16px;text-align:center",
    );
    box.appendChild(el("h1", "font-size:24px;font-weight:700;color:#111827", "App Failed to Load"));
    box.appendChild(el("p", "color:#4b5563", "pdftab could not start in this browser. Reloading usually helps."));
    var button = el(
      "button",
      "margin-top:16px;background:#039855;color:#fff;border:0;border-radius:6px;padding:10px 20px;font-weight:600;cursor:pointer",
      "Reload Page",
    );
    button.type = "button";
    button.addEventListener("click", function () {
      location.reload();
    });
    box.appendChild(button);
    root.appendChild(box);
  }
  window.addEventListener(
    "error",
    function (event) {
      if (event.target && event.target.tagName === "SCRIPT") showFailure();
    },
    true,
  );
  window.addEventListener("load", function () {
    setTimeout(showFailure, 3000);
  });
})();
