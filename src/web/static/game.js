// A game's page: step through the moves without reloading (the buttons, the move
// list, the graph, and the ← → Home End keys), follow an ongoing game as it is
// played (server-sent events), and run the clock between moves. Without this
// script every position is still a link.
(function () {
  'use strict';
  var d = document, img = d.getElementById('board');
  if (!img) return;
  var list = d.getElementById('moves'), cap = d.getElementById('caption');
  var tmpl = img.getAttribute('data-src'), altTmpl = img.getAttribute('data-alt');
  var ply = parseInt(img.getAttribute('data-ply'), 10) || 0;
  var flip = /[?&]flip=1/.test(location.search);

  function q(p) { return '?ply=' + p + (flip ? '&flip=1' : ''); }
  function src(p) { return tmpl.split('{ply}').join(String(p)); }
  function items() { return list.querySelectorAll('li[data-ply]'); }
  function plies() { return items().length - 1; }
  function li(p) { return list.querySelector('li[data-ply="' + p + '"]'); }
  function text(el, sel) { var x = el && el.querySelector(sel); return x ? x.textContent : ''; }
  // A move's Japanese: its link's first text.
  function japanese(el) { var a = el && el.querySelector('a'); return a && a.firstChild ? a.firstChild.textContent : ''; }

  function captionOf(p) {
    if (p === 0) return cap.getAttribute('data-start');
    var item = li(p);
    return cap.getAttribute('data-template')
      .replace('{ply}', p).replace('{plies}', plies())
      .replace('{ja}', japanese(item)).replace('{usi}', text(item, 'i'));
  }
  function step(id, to, off) {
    var a = d.getElementById(id);
    if (!a) return;
    a.setAttribute('href', q(to));
    a.className = off ? 'off' : '';
  }
  function preload(p) { if (p >= 0 && p <= plies()) new Image().src = src(p); }

  function go(p, keepList) {
    var n = plies();
    p = Math.max(0, Math.min(n, p));
    ply = p;
    if (img.getAttribute('data-ply') !== String(p)) {
      img.src = src(p);
      img.setAttribute('data-ply', String(p));
    }
    img.alt = altTmpl.replace('{ply}', p);
    cap.textContent = captionOf(p);
    var old = list.querySelector('li.now');
    if (old) old.classList.remove('now');
    var cur = li(p);
    if (cur) {
      cur.classList.add('now');
      if (!keepList) {
        // Keep the current move in sight inside the list, never moving the page.
        var r = cur.getBoundingClientRect(), lr = list.getBoundingClientRect();
        if (r.top < lr.top || r.bottom > lr.bottom) list.scrollTop += r.top - lr.top - lr.height / 2;
      }
    }
    step('go-first', 0, p === 0);
    step('go-prev', Math.max(0, p - 1), p === 0);
    step('go-next', Math.min(n, p + 1), p >= n);
    step('go-last', n, p >= n);
    var graph = d.getElementById('graph'), mark = d.getElementById('graph-now');
    if (graph && mark) {
      var x = p / Math.max(1, +graph.getAttribute('data-plies')) * 600;
      mark.setAttribute('x1', x);
      mark.setAttribute('x2', x);
    }
    if (history.replaceState) history.replaceState(null, '', q(p));
    preload(p + 1);
    preload(p - 1);
  }

  d.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    var t = e.target;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    var p = null;
    if (e.key === 'ArrowRight') p = ply + 1;
    else if (e.key === 'ArrowLeft') p = ply - 1;
    else if (e.key === 'Home') p = 0;
    else if (e.key === 'End') p = plies();
    if (p === null) return;
    e.preventDefault();
    go(p);
  });

  d.addEventListener('click', function (e) {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || !e.target.closest) return;
    var a = e.target.closest('a');
    if (a && a.closest('#steps, #moves, #graph')) {
      var m = /[?&]ply=(\d+)/.exec(a.getAttribute('href') || '');
      if (m) { e.preventDefault(); go(parseInt(m[1], 10)); }
      return;
    }
    var graph = e.target.closest('#graph');
    if (graph) {
      var r = graph.getBoundingClientRect();
      go(Math.round((e.clientX - r.left) / r.width * (+graph.getAttribute('data-plies'))));
    }
  });

  // The clocks of a live game, run here between the server's updates.
  var box = d.querySelector('.players');
  var clock = null;
  function pad(n) { return n < 10 ? '0' + n : String(n); }
  function face(ms) {
    var s = Math.ceil(Math.max(0, ms) / 1000), h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
    return (h > 0 ? h + ':' + pad(m) : String(m)) + ':' + pad(s % 60);
  }
  function show(byo, side, elapsed) {
    elapsed = Math.max(0, elapsed);
    if (elapsed <= side[0] && (side[0] > 0 || byo === 0)) {
      var t = face(side[0] - elapsed);
      return byo > 0 ? t + ' +' + (byo / 1000) + 's' : t;
    }
    var over = elapsed - side[0], used = over === 0 ? 0 : Math.floor((over - 1) / byo);
    var periods = side[1] - used;
    if (periods <= 0 || byo === 0) return '0:00';
    var secs = Math.ceil(Math.max(0, byo - (over - used * byo)) / 1000);
    return periods > 1 ? secs + 's ×' + periods : secs + 's';
  }
  function pair(s) { var p = (s || '').split(' '); return [+p[0] || 0, +p[1] || 0]; }
  if (box && box.getAttribute('data-running')) {
    clock = {
      byo: +box.getAttribute('data-byoyomi') || 0,
      sente: pair(box.getAttribute('data-sente')),
      gote: pair(box.getAttribute('data-gote')),
      running: box.getAttribute('data-running'),
      elapsed: +box.getAttribute('data-elapsed') || 0,
      at: Date.now()
    };
  }
  setInterval(function () {
    if (!clock || !clock.running) return;
    var el = d.getElementById('clock-' + clock.running);
    if (el) el.textContent = show(clock.byo, clock[clock.running], clock.elapsed + Date.now() - clock.at);
  }, 200);

  function moveItem(p, m) {
    var item = d.createElement('li'), a = d.createElement('a'), usi = d.createElement('i');
    item.setAttribute('data-ply', String(p));
    a.setAttribute('href', q(p));
    a.appendChild(d.createTextNode(m[1]));
    usi.textContent = m[0];
    a.appendChild(usi);
    item.appendChild(a);
    return item;
  }

  // An ongoing game: every change arrives as an event with the game's moves.
  var live = d.getElementById('live');
  if (live && window.EventSource) {
    var es = new EventSource(live.getAttribute('data-events'));
    es.addEventListener('game', function (e) {
      var s;
      try { s = JSON.parse(e.data); } catch (err) { return; }
      var atEnd = ply >= plies();
      // Keep the moves both agree on; a takeback removes, new moves are added.
      var keep = 0, have = plies();
      while (keep < have && keep < s.moves.length && text(li(keep + 1), 'i') === s.moves[keep][0]) keep++;
      for (var i = have; i > keep; i--) list.removeChild(li(i));
      for (var j = keep; j < s.moves.length; j++) list.appendChild(moveItem(j + 1, s.moves[j]));
      d.getElementById('status').textContent = s.status;
      ['sente', 'gote'].forEach(function (side) {
        var p = d.querySelector('.player.' + side);
        if (p) p.classList.toggle('to-move', s.active && s.toMove === side);
      });
      if (s.clock) {
        clock = {
          byo: clock ? clock.byo : (+box.getAttribute('data-byoyomi') || 0),
          sente: s.clock.senteTime, gote: s.clock.goteTime,
          running: s.clock.running, elapsed: s.clock.elapsed, at: Date.now()
        };
        ['sente', 'gote'].forEach(function (side) {
          var el = d.getElementById('clock-' + side);
          if (el) el.textContent = s.clock[side];
        });
      }
      if (atEnd || ply > plies()) go(plies()); else go(ply, true);
      if (!s.active) es.close();
    });
  }

  go(ply, false);
})();
