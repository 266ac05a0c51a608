(function () {
  // Optional: buttons that show one outcome at a time. Without script every row stays visible.
  var host = document.getElementById('filter');
  if (!host) { return; }
  var order = ['PASS', 'FAIL', 'WARN', 'NOTICE', 'FLAKY', 'WAIVED', 'NOT_APPLICABLE', 'NOT_VERIFIED', 'ERROR'];
  var items = Array.prototype.slice.call(document.querySelectorAll('[data-outcome]'));
  var present = order.filter(function (o) {
    return items.some(function (e) { return e.getAttribute('data-outcome') === o; });
  });
  var buttons = [];
  function show(o) {
    items.forEach(function (e) { e.hidden = o !== 'ALL' && e.getAttribute('data-outcome') !== o; });
    buttons.forEach(function (b) { b.setAttribute('aria-pressed', String(b.value === o)); });
  }
  host.appendChild(document.createTextNode('Show: '));
  ['ALL'].concat(present).forEach(function (o) {
    var b = document.createElement('button');
    b.type = 'button';
    b.value = o;
    b.className = 'badge o-' + o;
    b.textContent = o === 'ALL' ? 'all' : o;
    b.addEventListener('click', function () { show(o); });
    buttons.push(b);
    host.appendChild(b);
  });
  show('ALL');
})();
