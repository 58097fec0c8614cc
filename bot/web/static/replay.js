// Replay: the left and right arrow keys step back and forward (the page works without it:
// the step links are plain links).
document.addEventListener("keydown", function (event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  var target = event.target;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
  var rel = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" }[event.key];
  if (!rel) return;
  var link = document.querySelector('.stepper a[rel="' + rel + '"]');
  if (link) { event.preventDefault(); window.location.href = link.href; }
});
