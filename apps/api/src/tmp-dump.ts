import { loadSnapshot } from './advisories/snapshot/snapshot';
import { resolveArea, isResolved } from './advisories/areas/resolve-area';
const snap = loadSnapshot();
let n = 0, ok = 0;
for (const r of snap.advisories) for (const reg of r.regions as any[]) {
  const area = resolveArea(reg.name, r.countryCode, reg.group);
  n++; if (isResolved(area)) ok++;
  const f = (p: any) => `${p.kind}${p.of ? '/' + p.of : ''}:${p.name ?? p.neighbour ?? ''}{${(p.text ?? '').slice(0, 50)}}`;
  console.log(`${r.source} ${r.countryCode} [${reg.group ?? ''}] ${reg.name.slice(0,140)}\n    ${area.places.map(f).join(' ; ')}${area.except.length ? '\n    EXCEPT ' + area.except.map(f).join(' ; ') : ''}`);
}
console.error(`${ok}/${n}`);
