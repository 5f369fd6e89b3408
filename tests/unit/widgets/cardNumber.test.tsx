// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeRuntime, flush, renderForm } from './harness.js';

const schema = {
  type: 'object' as const,
  properties: { CardNo: { type: 'string' as const, title: '卡號' }, CardEffective: { type: 'string' as const, title: '有效期限' } },
};
const uiSchema = {
  CardNo: { 'ui:widget': 'cardNumber', 'ui:options': { boxLabel: 'card.box' } },
  CardEffective: { 'ui:widget': 'mmyy', 'ui:options': { boxLabels: ['card.mm', 'card.yy'], boxPlaceholders: ['card.mmHint', 'card.yyHint'] } },
};
const dict = { 'card.box': '卡號第 {n} 段', 'card.mm': '月', 'card.yy': '年', 'card.mmHint': 'MM', 'card.yyHint': 'YY' };
const setup = (formData?: Record<string, unknown>) => renderForm({ schema, uiSchema, formData, runtime: fakeRuntime({}, dict) });
const card = () => [1, 2, 3, 4].map((n) => screen.getByLabelText(`卡號第 ${n} 段`) as HTMLInputElement);

afterEach(cleanup);

describe('cardNumber', () => {
  it('has four numeric boxes, the first for cc-number autofill', async () => {
    await setup();
    const boxes = card();
    expect(boxes[0].getAttribute('autocomplete')).toBe('cc-number');
    expect(boxes.slice(1).map((b) => b.getAttribute('autocomplete'))).toEqual(['off', 'off', 'off']);
    expect(boxes.every((b) => b.getAttribute('inputmode') === 'numeric')).toBe(true);
  });

  it('moves to the next box after four digits and joins the value', async () => {
    const h = await setup();
    fireEvent.change(card()[0], { target: { value: '411' } });
    expect(document.activeElement).not.toBe(card()[1]);
    fireEvent.change(card()[0], { target: { value: '4111' } });
    expect(document.activeElement).toBe(card()[1]);
    fireEvent.change(card()[1], { target: { value: '2222' } });
    expect(document.activeElement).toBe(card()[2]);
    await flush();
    expect(h.latest().CardNo).toBe('41112222');
  });

  it.each(['4111 2222 3333 4444', '4111-2222-3333-4444', '4111222233334444'])('fills all boxes from a paste of %s', async (text) => {
    const h = await setup();
    fireEvent.paste(card()[0], { clipboardData: { getData: () => text } });
    await flush();
    expect(card().map((b) => b.value)).toEqual(['4111', '2222', '3333', '4444']);
    expect(h.latest().CardNo).toBe('4111222233334444');
    expect(document.activeElement).toBe(card()[3]);
  });

  it('fills all boxes when autofill puts the whole number in the first box', async () => {
    const h = await setup();
    fireEvent.change(card()[0], { target: { value: '5555 6666 7777 8888' } });
    await flush();
    expect(h.latest().CardNo).toBe('5555666677778888');
  });

  it('goes back to the previous box on Backspace in an empty box', async () => {
    const h = await setup({ CardNo: '41112222' });
    card()[2].focus();
    fireEvent.keyDown(card()[2], { key: 'Backspace' });
    await flush();
    expect(document.activeElement).toBe(card()[1]);
    expect(h.latest().CardNo).toBe('4111222');
  });

  it('shows a value set from outside and emits undefined when cleared', async () => {
    const h = await setup({ CardNo: '4111' });
    expect(card()[0].value).toBe('4111');
    await h.setForm({ CardNo: '9999888877776666' });
    expect(card().map((b) => b.value)).toEqual(['9999', '8888', '7777', '6666']);
    fireEvent.change(card()[0], { target: { value: '' } });
    fireEvent.change(card()[1], { target: { value: '' } });
    fireEvent.change(card()[2], { target: { value: '' } });
    fireEvent.change(card()[3], { target: { value: '' } });
    await flush();
    expect(h.latest().CardNo).toBeUndefined();
  });
});

describe('mmyy', () => {
  it('labels the month and year boxes, advances and gives MMYY', async () => {
    const h = await setup();
    const mm = screen.getByLabelText('月') as HTMLInputElement;
    const yy = screen.getByLabelText('年') as HTMLInputElement;
    expect([mm.placeholder, yy.placeholder]).toEqual(['MM', 'YY']);
    fireEvent.change(mm, { target: { value: '0' } });
    expect(document.activeElement).not.toBe(yy);
    fireEvent.change(mm, { target: { value: '09' } });
    expect(document.activeElement).toBe(yy);
    fireEvent.change(yy, { target: { value: '27' } });
    await flush();
    expect(h.latest().CardEffective).toBe('0927');
  });

  it('takes a pasted 09/27 into both boxes', async () => {
    const h = await setup();
    fireEvent.paste(screen.getByLabelText('年'), { clipboardData: { getData: () => '09/27' } });
    await flush();
    expect(h.latest().CardEffective).toBe('0927');
  });
});
