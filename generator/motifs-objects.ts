/** Focal objects: lighthouse, bridge, tree, home / hearth. */
import { mix } from './color.ts';
import { type Ctx, count, has, type Slot } from './scene.ts';
import { circle, d, el, line, path, polygon, type Pt, rect, smoothClosed } from './svg.ts';

const slotOf = (ctx: Ctx, m: 'tree' | 'home' | 'lighthouse'): Slot =>
  ctx.slots.get(m) ?? { x: ctx.panel.x + ctx.panel.w / 2, base: ctx.horizon + ctx.panel.h * 0.1, scale: 1, room: ctx.panel.w };

export function drawLighthouse(ctx: Ctx): void {
  const { panel: p, pal, s } = ctx;
  const out = ctx.layers.mid;
  const slot = slotOf(ctx, 'lighthouse');
  const r = ctx.rng('lighthouse');
  const base = ctx.shore ? ctx.horizon + p.h * 0.06 : slot.base;
  const h = Math.min(p.h * 0.62 * slot.scale, (base - p.y) * 0.82, slot.room * 2.4) * r.range(0.88, 1.05);
  const x = slot.x + p.w * r.range(-0.04, 0.04);
  const wb = h * 0.2;
  const wt = h * 0.12;
  const top = base - h * 0.78;
  const tower: Pt[] = [[x - wb / 2, base], [x - wt / 2, top], [x + wt / 2, top], [x + wb / 2, base]];
  const lamp = pal.warm;
  // beam
  const dir = r.sign();
  const ly = top - h * 0.08;
  out.push(path(polygon([[x, ly], [x + dir * p.w * 0.45, ly - h * 0.2], [x + dir * p.w * 0.45, ly + h * 0.14]]), lamp, { opacity: ctx.night ? 0.4 : 0.28 }));
  if (ctx.t >= 0.5) out.push(path(polygon([[x, ly], [x - dir * p.w * 0.25, ly - h * 0.1], [x - dir * p.w * 0.25, ly + h * 0.07]]), lamp, { opacity: 0.18 }));
  // rocks at the foot
  const rocks = count(ctx, 0, 5, 0.4);
  for (let i = 0; i < rocks; i++) {
    const rx = x + (i - (rocks - 1) / 2) * wb * 0.55;
    out.push(el('ellipse', { cx: rx, cy: base, rx: wb * r.range(0.35, 0.55), ry: wb * r.range(0.2, 0.32), fill: mix(pal.ink, pal.second, 0.3 + 0.1 * (i % 2)) }));
  }
  out.push(path(polygon(tower), pal.light));
  // stripes
  const stripes = ctx.t >= 0.2 ? 3 : 0;
  for (let i = 0; i < stripes; i++) {
    const y0 = top + (base - top) * (0.18 + i * 0.3);
    const y1 = y0 + (base - top) * 0.14;
    const w0 = wt + (wb - wt) * ((y0 - top) / (base - top));
    const w1 = wt + (wb - wt) * ((y1 - top) / (base - top));
    out.push(path(polygon([[x - w0 / 2, y0], [x + w0 / 2, y0], [x + w1 / 2, y1], [x - w1 / 2, y1]]), pal.accent));
  }
  if (ctx.t >= 0.3) out.push(el('rect', { x: x - wb * 0.14, y: base - h * 0.12, width: wb * 0.28, height: h * 0.12, rx: wb * 0.14, fill: pal.ink }));
  const windows = count(ctx, 0, 3, 0.4);
  for (let i = 0; i < windows; i++) out.push(el('rect', { x: x - wt * 0.12, y: top + (base - top) * (0.1 + i * 0.3), width: wt * 0.24, height: h * 0.045, rx: wt * 0.1, fill: pal.ink, opacity: 0.8 }));
  // gallery, lantern, roof
  if (ctx.t >= 0.3) out.push(rect(x - wt * 0.75, top - h * 0.015, wt * 1.5, h * 0.03, pal.ink));
  out.push(el('rect', { x: x - wt * 0.38, y: top - h * 0.13, width: wt * 0.76, height: h * 0.12, fill: lamp, rx: ctx.persp === 'memory_capturers' ? wt * 0.15 : 0 }));
  const roof = ctx.persp === 'startup_founders'
    ? polygon([[x - wt * 0.55, top - h * 0.13], [x, top - h * 0.22], [x + wt * 0.55, top - h * 0.13]])
    : `M ${d(x - wt * 0.55, top - h * 0.13)} Q ${d(x, top - h * 0.3, x + wt * 0.55, top - h * 0.13)} Z`;
  out.push(path(roof, pal.ink === pal.accent ? pal.second : pal.accent));
  if (ctx.t >= 0.6) out.push(circle(x, top - h * 0.07, wt * 0.9, lamp, { opacity: 0.25 }));
  if (ctx.t >= 0.4) out.push(line(x, top - h * 0.22, x, top - h * 0.27, pal.ink, s * 0.004));
}

export function drawBridge(ctx: Ctx): void {
  const { panel: p, pal, s, horizon } = ctx;
  const out = ctx.layers.ground;
  const sh = ctx.shore;
  const x0 = sh ? (sh.side === 'left' ? sh.x1 - p.w * 0.06 : p.x - 6) : p.x + p.w * 0.08;
  const x1 = sh ? (sh.side === 'left' ? p.x + p.w + 6 : sh.x0 + p.w * 0.06) : p.x + p.w * 0.92;
  const deckY = horizon + (p.y + p.h - horizon) * 0.3;
  const span = x1 - x0;
  const deckH = s * 0.018;
  const colour = ctx.night ? mix(pal.second, pal.nightTop, 0.3) : mix(pal.second, pal.ink, 0.2);
  const archH = Math.min(span * 0.22, (deckY - p.y) * 0.5);
  const hangers = count(ctx, 0, 16, 0.3);
  const sw = s * (ctx.t < 0.3 ? 0.016 : 0.008);
  if (ctx.persp === 'memory_capturers') {
    // stone arches beneath the deck
    const arches = ctx.t >= 0.3 ? 4 : 3;
    const aw = span / arches;
    let dd = `M ${d(x0, deckY)} L ${d(x1, deckY)} L ${d(x1, p.y + p.h + 4)}`;
    for (let i = arches - 1; i >= 0; i--) {
      const a = x0 + aw * i;
      dd += ` L ${d(a + aw * 0.9, p.y + p.h + 4)} L ${d(a + aw * 0.9, deckY + aw * 0.35)} A ${d(aw * 0.4, aw * 0.3)} 0 0 0 ${d(a + aw * 0.1, deckY + aw * 0.35)} L ${d(a + aw * 0.1, p.y + p.h + 4)}`;
    }
    out.push(path(`${dd} L ${d(x0, p.y + p.h + 4)} Z`, mix(pal.warm, pal.accent, 0.35)));
  } else {
    const mid = (x0 + x1) / 2;
    const curve = ctx.persp === 'startup_founders'
      ? `M ${d(x0, deckY - archH)} Q ${d(mid, deckY + archH * 0.6, x1, deckY - archH)}`
      : `M ${d(x0, deckY)} Q ${d(mid, deckY - archH * 2.2, x1, deckY)}`;
    out.push(path(curve, 'none', { stroke: pal.accent, 'stroke-width': sw * 1.4, 'stroke-linecap': 'round' }));
    for (let i = 0; i < hangers; i++) {
      const u = (i + 1) / (hangers + 1);
      const cy = ctx.persp === 'startup_founders'
        ? (1 - u) ** 2 * (deckY - archH) + 2 * (1 - u) * u * (deckY + archH * 0.6) + u * u * (deckY - archH)
        : (1 - u) ** 2 * deckY + 2 * (1 - u) * u * (deckY - archH * 2.2) + u * u * deckY;
      out.push(line(x0 + span * u, cy, x0 + span * u, deckY, pal.accent, s * 0.003, { opacity: 0.9 }));
    }
    if (ctx.persp === 'startup_founders') {
      for (const tx of [x0 + span * 0.02, x1 - span * 0.02]) out.push(rect(tx - s * 0.008, deckY - archH * 1.15, s * 0.016, archH * 1.15 + (p.y + p.h - deckY) * 0.5, colour));
    }
  }
  out.push(rect(x0, deckY - deckH / 2, span, deckH, colour));
  const posts = count(ctx, 0, 18, 0.6);
  for (let i = 0; i < posts; i++) out.push(rect(x0 + (span * (i + 0.5)) / posts, deckY - deckH * 1.6, s * 0.003, deckH * 1.1, colour));
  if (ctx.t >= 0.5) out.push(rect(x0, deckY + deckH * 2.4, span, deckH * 0.5, pal.light, { opacity: 0.25 }));
}

export function drawTree(ctx: Ctx): void {
  const { panel: p, pal, s } = ctx;
  const out = ctx.layers.mid;
  const slot = slotOf(ctx, 'tree');
  const r = ctx.rng('tree');
  const h0 = Math.min(p.h * 0.6 * slot.scale, (slot.base - p.y) * 0.85);
  const x = slot.x;
  const base = slot.base;
  const R = Math.min(h0 * 0.36, p.w * 0.2, slot.room * 0.42);
  const h = Math.min(h0, R * 3.1);
  const cy = base - h + R;
  const trunkW = R * 0.22;
  const bark = ctx.night ? mix(pal.ink, pal.nightBottom, 0.2) : mix(pal.ink, pal.warm, 0.25);
  const leaf = ctx.night ? mix(pal.leaf, pal.nightTop, 0.35) : pal.leaf;
  out.push(path(`M ${d(x - trunkW, base)} Q ${d(x - trunkW * 0.3, base - h * 0.3, x - trunkW * 0.4, cy)} L ${d(x + trunkW * 0.4, cy)} Q ${d(x + trunkW * 0.3, base - h * 0.3, x + trunkW, base)} Z`, bark));
  if (ctx.t >= 0.4) {
    out.push(line(x, cy + R * 0.7, x - R * 0.5, cy + R * 0.25, bark, trunkW * 0.35));
    out.push(line(x, cy + R * 0.55, x + R * 0.45, cy + R * 0.1, bark, trunkW * 0.3));
  }
  const lobeColours = [mix(leaf, pal.ink, 0.15), mix(leaf, pal.third, 0.4)];
  if (ctx.t >= 0.2) {
    // side lobes: a symmetric pair for founders, a looser crown of four otherwise
    const angles = ctx.persp === 'startup_founders' ? [Math.PI, 0] : [-Math.PI / 2 - 1.35, -Math.PI / 2 - 0.45, -Math.PI / 2 + 0.45, -Math.PI / 2 + 1.35];
    angles.forEach((a, i) => {
      const rr = R * (ctx.persp === 'startup_founders' ? 0.5 : r.range(0.48, 0.6));
      out.push(circle(x + Math.cos(a) * R * 0.78, cy + Math.sin(a) * R * 0.6 + R * 0.18, rr, lobeColours[i % 2]!));
    });
  }
  if (ctx.persp === 'startup_founders') out.push(circle(x, cy, R, leaf));
  else {
    const pts: Pt[] = [];
    const k = 9;
    for (let i = 0; i < k; i++) {
      const a = (i / k) * Math.PI * 2;
      const rr = R * (ctx.persp === 'content_creators' ? r.range(0.8, 1.12) : r.range(0.92, 1.04));
      pts.push([x + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.92]);
    }
    out.push(path(smoothClosed(pts), leaf));
  }
  // fruit / blossoms
  const fr = ctx.rng('fruit');
  const fruit = count(ctx, 0, 14, 0.3);
  const fruitColour = has(ctx, 'garden') ? pal.accent : ctx.persp === 'memory_capturers' ? pal.accent : pal.warm;
  for (let i = 0; i < fruit; i++) {
    const a = fr.range(0, Math.PI * 2);
    const rad = R * Math.sqrt(fr.next()) * 0.8;
    out.push(circle(x + Math.cos(a) * rad, cy + Math.sin(a) * rad, s * fr.range(0.008, 0.013), fruitColour));
  }
  if (ctx.t >= 0.6) out.push(el('ellipse', { cx: x, cy: base, rx: R * 0.9, ry: R * 0.12, fill: pal.ink, opacity: 0.15 }));
}

export function drawHome(ctx: Ctx): void {
  const { panel: p, pal, s } = ctx;
  const out = ctx.layers.mid;
  const slot = slotOf(ctx, 'home');
  const r = ctx.rng('home');
  const hw = Math.min(p.h * 0.34 * slot.scale, p.w * 0.26, slot.room * 0.7);
  const x = slot.x - hw / 2;
  const base = slot.base;
  const bodyH = hw * 0.62;
  const roofH = hw * (ctx.persp === 'startup_founders' ? 0.32 : 0.42);
  const wall = ctx.night ? mix(pal.light, pal.nightBottom, 0.35) : pal.light;
  const roofColour = pal.accent;
  const glow = pal.warm;
  if (ctx.t >= 0.3) out.push(rect(x + hw * 0.68, base - bodyH - roofH * 0.9, hw * 0.1, roofH * 0.6, mix(pal.ink, roofColour, 0.3)));
  const smoke = count(ctx, 0, 4, 0.5);
  for (let i = 0; i < smoke; i++) out.push(circle(x + hw * (0.73 + 0.04 * i), base - bodyH - roofH * (1.05 + 0.28 * i), hw * (0.04 + 0.015 * i), pal.light, { opacity: 0.7 - i * 0.12 }));
  out.push(el('rect', { x, y: base - bodyH, width: hw, height: bodyH, fill: wall, rx: ctx.persp === 'memory_capturers' ? hw * 0.03 : 0 }));
  const over = hw * 0.07;
  const roof = ctx.persp === 'content_creators'
    ? polygon([[x - over, base - bodyH], [x + hw * 0.32, base - bodyH - roofH], [x + hw + over, base - bodyH - roofH * 0.35], [x + hw + over, base - bodyH]])
    : ctx.persp === 'memory_capturers'
      ? `M ${d(x - over, base - bodyH)} Q ${d(x + hw / 2, base - bodyH - roofH * 1.6, x + hw + over, base - bodyH)} Z`
      : polygon([[x - over, base - bodyH], [x + hw / 2, base - bodyH - roofH], [x + hw + over, base - bodyH]]);
  out.push(path(roof, roofColour));
  out.push(el('rect', { x: x + hw * 0.42, y: base - bodyH * 0.58, width: hw * 0.16, height: bodyH * 0.58, fill: mix(pal.ink, pal.second, 0.3), rx: ctx.persp === 'startup_founders' ? 0 : hw * 0.08 }));
  if (ctx.t >= 0.2) {
    for (const wx of [0.14, 0.68]) out.push(el('rect', { x: x + hw * wx, y: base - bodyH * 0.72, width: hw * 0.18, height: hw * 0.16, fill: glow, rx: ctx.persp === 'memory_capturers' ? hw * 0.05 : 0 }));
  }
  if (ctx.t >= 0.5) out.push(path(`M ${d(x + hw * 0.5, base - bodyH - roofH * 0.55)} m ${d(-hw * 0.05, 0)} a ${d(hw * 0.05, hw * 0.05)} 0 1 0 ${d(hw * 0.1, 0)} a ${d(hw * 0.05, hw * 0.05)} 0 1 0 ${d(-hw * 0.1, 0)}`, glow));
  // fence
  const posts = count(ctx, 0, 10, 0.6);
  for (let i = 0; i < posts; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const k = Math.floor(i / 2);
    const fx = slot.x + side * (hw * 0.7 + k * hw * 0.12);
    out.push(el('rect', { x: fx - hw * 0.015, y: base - hw * 0.14, width: hw * 0.03, height: hw * 0.14 + p.h * 0.01, fill: wall, rx: hw * 0.015 }));
  }
  const flowers = count(ctx, 0, 6, 0.7);
  for (let i = 0; i < flowers; i++) out.push(circle(x + hw * r.range(0.05, 0.95), base + s * 0.006, s * 0.007, i % 2 ? pal.accent : pal.warm));
}
