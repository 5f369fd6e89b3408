// The testers' report as one self-contained HTML page: no script, no outside asset, every text
// escaped. The figures of coverage, the journey map drawn with it, what no scenario covered (file
// and pointer), then each scenario step by step (htmlSteps.ts).
import type { Journey } from '../../../renderer/journey/index.js';
import type { Say } from '../../../renderer/journey/words.js';
import type { Count, Coverage } from '../coverage/summary.js';
import { esc } from './escape.js';
import { scenarioHtml } from './htmlSteps.js';
import { coverageMap } from './map.js';
import type { ScenarioView } from './types.js';

const CSS = `
body{font:14px/1.45 system-ui,"Noto Sans TC",sans-serif;margin:0;color:#1c2330;background:#f6f7f9}
header,main{padding:12px 20px}header{background:#fff;border-bottom:1px solid #d8dce3}
h1{font-size:20px;margin:0 0 6px}h2{font-size:17px;margin:18px 0 8px}h3{margin:6px 0 2px;font-size:13px;color:#4a5568}
.figures{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}.figure{background:#fff;border:1px solid #d8dce3;border-radius:6px;padding:6px 10px;min-width:120px}
.figure b{display:block;font-size:18px}.ok{color:#16632c;font-weight:600}.bad{color:#a4161a;font-weight:600}.part-way{color:#8a5a00;font-weight:600}
.mapbox:focus{outline:3px solid #2b6cb0;outline-offset:2px}.mapbox{overflow:auto;background:#fff;border:1px solid #d8dce3;border-radius:6px;resize:vertical}.map{display:block;min-width:1500px;height:auto}
.map .node rect{fill:#fff;stroke-width:2}.map .node.on rect{stroke:#2f855a;fill:#f0fff4}.map .node.off rect{stroke:#c53030;fill:#fff5f5;stroke-dasharray:4 3}
.map text{font-size:11px;text-anchor:middle}.map .node .path{font-weight:600;font-size:12px}.map .node .screen{fill:#4a5568}
.map .way path{fill:none;stroke-width:1.6}.map .way.on path{stroke:#2f855a}.map .way.part path{stroke:#8a5a00}.map .way.off path{stroke:#c53030;stroke-dasharray:5 4}
.map .way text{font-size:9px;fill:#4a5568}.map marker path{fill:#4a5568}
.legend span{margin-right:14px}.gaps{max-height:360px;overflow:auto;background:#fff;border:1px solid #d8dce3;border-radius:6px;padding:6px 10px}
.gaps li{margin:2px 0}.scenario{background:#fff;border:1px solid #d8dce3;border-radius:6px;margin:6px 0;padding:4px 10px}
.scenario.failed{border-color:#c53030}summary{cursor:pointer;overflow-wrap:anywhere;min-height:24px;padding:2px 0;box-sizing:border-box}.steps{list-style:none;padding-left:0}
.step{border-top:1px solid #edf0f4;padding:4px 0}.step.failed{background:#fff5f5}.n{display:inline-block;min-width:22px;color:#718096}
.json{font-size:12px;background:#f1f3f6;padding:1px 4px;border-radius:3px;word-break:break-all}.route{color:#2b6cb0;font-weight:600;margin-left:6px}
.screen{color:#4a5568;margin-left:6px}.part{margin-left:26px}.did{margin:2px 0 2px 26px;color:#4a5568}
.failure{margin-left:26px;border-left:4px solid #c53030;padding-left:8px}table.session{border-collapse:collapse;font-size:12px}
table.session td,table.session th{border:1px solid #e2e8f0;padding:2px 6px;text-align:left;vertical-align:top;word-break:break-all}
ul.texts{columns:2;font-size:12px}code{font-size:12px;overflow-wrap:anywhere}
@media (max-width:700px){.map{min-width:0;width:100%}}
`;

const figure = (label: string, c: Count, say: Say, extra = '') =>
  `<div class="figure"><span>${esc(label)}</span><b>${esc(say('report.coveredOf', { covered: String(c.covered), total: String(c.total) }))}</b>${extra}</div>`;

function figures(coverage: Coverage, say: Say): string {
  const s = coverage.summary;
  const twoWay = (c: Coverage['summary']['rules']) => `<small>${esc(say('report.seenWays', { seenTrue: String(c.seenTrue), seenFalse: String(c.seenFalse) }))}</small>`;
  return `<div class="figures">${[
    figure(say('report.routes'), s.routes, say), figure(say('report.edges'), s.edges, say), figure(say('report.leaves'), s.leaves, say),
    figure(say('report.conditions'), s.conditions, say, twoWay(s.conditions)), figure(say('report.rules'), s.rules, say, twoWay(s.rules)),
    figure(say('report.errorCodes'), s.errors, say), figure(say('report.bankCalls'), s.calls, say),
  ].join('')}</div>`;
}

function gaps(coverage: Coverage, say: Say): string {
  const groups = new Map<string, Coverage['uncovered']>();
  for (const g of coverage.uncovered) groups.set(g.what, [...(groups.get(g.what) ?? []), g]);
  return [...groups].map(([what, list]) => `<details${what === 'route' || what === 'edge' ? ' open' : ''}><summary>${esc(what)} (${list.length})</summary><ul>${list.map((g) => `<li><code>${esc(g.file)}#${esc(g.pointer)}</code> ${esc(g.text)}</li>`).join('')}</ul></details>`).join('') || `<p>${esc(say('report.nothingUncovered'))}</p>`;
}

export function reportPage(input: { scenarios: ScenarioView[]; coverage: Coverage; journey: Journey; say: Say; language: string; at: Date; studio?: string }): string {
  const { scenarios, coverage, journey, say } = input;
  const failed = scenarios.filter((s) => !s.ok).length;
  return `<!doctype html>
<html lang="${esc(input.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(say('report.title'))}</title><style>${CSS}</style></head>
<body><header><h1>${esc(say('report.title'))}</h1>
<p>${esc(say('report.summary', { passed: String(scenarios.length - failed), failed: String(failed), at: input.at.toISOString() }))}</p>
${figures(coverage, say)}</header>
<main><h2>${esc(say('report.map'))}</h2><p class="legend"><span class="ok">■ ${esc(say('report.legendOn'))}</span><span class="part-way">■ ${esc(say('report.legendPart'))}</span><span class="bad">■ ${esc(say('report.legendOff'))}</span></p>
<div class="mapbox" tabindex="0" role="region" aria-label="${esc(say('report.map'))}">${coverageMap(journey, coverage, say)}</div>
<h2>${esc(say('report.uncovered'))}</h2><div class="gaps">${gaps(coverage, say)}</div>
<h2>${esc(say('report.scenarios'))}</h2>
${scenarios.map((s, i) => scenarioHtml(s, i, say, input.studio)).join('\n')}
</main></body></html>
`;
}
