// flows/calls.json's judgedBy (what the bank judges a call with, simulator/judge): the screen
// exists and has each field, each request key is one the call takes; a payload exists. And
// vouchesFor (the calls another session of the apply log made that a call's answer stands for, read
// by the journey model and the bank's step order): each is a call of the catalogue.
import { didYouMean } from './didYouMean.js';
import { entries, field, str } from './walk.js';
import type { Sink, Tree } from './types.js';

export function checkJudgedBy(tree: Tree, sink: Sink): void {
  if (!tree.calls) return;
  const file = tree.calls.file;
  const payloads = Object.keys((field(tree.payloads?.data, 'payloads') ?? {}) as object);
  const codes = entries(field(tree.calls.data, 'calls')).map(([code]) => code);
  for (const [code, call] of entries(field(tree.calls.data, 'calls'))) {
    const vouched = field(call, 'vouchesFor');
    (Array.isArray(vouched) ? vouched : []).forEach((other, i) => {
      if (typeof other === 'string' && !codes.includes(other)) sink.fault(file, `/calls/${code}/vouchesFor/${i}`, `no call "${other}" in flows/calls.json${didYouMean(other, codes)}`);
      if (other === code) sink.fault(file, `/calls/${code}/vouchesFor/${i}`, `${code} cannot vouch for itself: its own answer already counts`);
    });
    const by = field(call, 'judgedBy');
    if (by === undefined) continue;
    const at = `/calls/${code}/judgedBy`;
    const payload = str(field(by, 'payload'));
    if (payload !== undefined) {
      if (!payloads.includes(payload)) sink.fault(file, `${at}/payload`, `no payload "${payload}" in flows/payloads.json${didYouMean(payload, payloads)}`);
      continue;
    }
    const screenId = str(field(by, 'screen'));
    const screen = screenId === undefined ? undefined : tree.screens.get(screenId);
    if (!screen) {
      sink.fault(file, `${at}/screen`, `no screen "${screenId}" (schemas/${screenId}.json)${didYouMean(screenId ?? '', [...tree.screens.keys()])}`);
      continue;
    }
    const props = Object.keys((field(field(screen.data, 'schema'), 'properties') ?? {}) as object);
    const requestKeys = (field(call, 'request') as unknown[] | undefined ?? []).filter((k): k is string => typeof k === 'string');
    for (const [key, formField] of entries(field(by, 'fields'))) {
      if (!requestKeys.includes(key)) sink.fault(file, `${at}/fields/${key}`, `"${key}" is not a request field of ${code}${didYouMean(key, requestKeys)}`);
      if (typeof formField === 'string' && !props.includes(formField)) sink.fault(file, `${at}/fields/${key}`, `${screen.file} has no field "${formField}"${didYouMean(formField, props)}`);
    }
  }
}
