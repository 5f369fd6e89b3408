// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Popup } from '../../../widgets/popup/Popup.js';

afterEach(cleanup);

function twoButtons() {
  const onContinue = vi.fn();
  const onLeave = vi.fn();
  const buttons = [
    { label: '繼續申請', variant: 'primary' as const, onClick: onContinue },
    { label: '取消並離開', variant: 'secondary' as const, onClick: onLeave },
  ];
  return { buttons, onContinue, onLeave };
}

describe('Popup', () => {
  it('is a modal dialog labelled by its title, with the body as plain text', () => {
    const { buttons } = twoButtons();
    render(<Popup title="提醒" body={'第一行<b>x</b>\n第二行'} buttons={buttons} />);
    const dialog = screen.getByRole('dialog', { name: '提醒' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const body = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(body?.textContent).toBe('第一行<b>x</b>\n第二行');
    expect(body?.querySelector('b')).toBeNull();
  });

  it('always shows a visible title: its own, else the default one (an alert), and is labelled by it', () => {
    const { buttons } = twoButtons();
    render(<Popup defaultTitle="提醒" body="請選擇開卡禮" buttons={buttons} />);
    expect(screen.getByRole('heading', { name: '提醒' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '提醒' })).toBeTruthy();
    cleanup();
    render(<Popup title="離開申請" defaultTitle="提醒" body="離開？" buttons={buttons} />);
    expect(screen.getByRole('heading').textContent).toBe('離開申請');
    expect(screen.queryByText('提醒')).toBeNull();
  });

  it('shows an illustration between the body and the buttons, with its text alternative; the body then reads from the start (issue 17 §7)', () => {
    const { buttons } = twoButtons();
    render(<Popup title="財力證明範例" body={'以下任一種都可以：\n1 薪資單'} image={{ src: 'examples/income-proof.svg', alt: '三種財力證明的示意圖', width: 360, height: 210 }} buttons={buttons} />);
    const img = screen.getByRole('img', { name: '三種財力證明的示意圖' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('examples/income-proof.svg');
    expect([img.width, img.height]).toEqual([360, 210]);
    const dialog = screen.getByRole('dialog', { name: '財力證明範例' });
    expect(dialog.classList.contains('wg-popup--figure')).toBe(true);
    const order = [...dialog.children].map((n) => n.className);
    expect(order).toEqual(['wg-popup__title', 'wg-popup__body', 'wg-popup__figure', 'wg-popup__buttons']);
    cleanup();
    render(<Popup title="提醒" body="x" buttons={buttons} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('dialog').classList.contains('wg-popup--figure')).toBe(false);
  });

  it('moves focus into itself and runs the clicked button', () => {
    const { buttons, onLeave, onContinue } = twoButtons();
    render(<Popup title="提醒" body="離開？" buttons={buttons} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '繼續申請' }));
    fireEvent.click(screen.getByRole('button', { name: '取消並離開' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('traps Tab and Shift+Tab inside', () => {
    const { buttons } = twoButtons();
    render(<Popup title="提醒" body="離開？" buttons={buttons} />);
    const [first, last] = screen.getAllByRole('button');
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('pulls focus back when something outside takes it', () => {
    const { buttons } = twoButtons();
    render(
      <>
        <button type="button">outside</button>
        <Popup title="提醒" body="離開？" buttons={buttons} />
      </>,
    );
    screen.getByRole('button', { name: 'outside', hidden: true }).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '繼續申請' }));
  });

  it('ignores Escape unless told to close on it', () => {
    const onClose = vi.fn();
    const { buttons } = twoButtons();
    const { rerender } = render(<Popup title="提醒" body="x" buttons={buttons} onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    rerender(<Popup title="提醒" body="x" buttons={buttons} onClose={onClose} closeOnEscape />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to where it was when it closes', () => {
    const { buttons } = twoButtons();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { unmount } = render(<Popup body="已送出" buttons={buttons} />);
    expect(screen.getByRole('dialog', { name: '已送出' })).toBeTruthy();
    expect(document.activeElement).not.toBe(opener);
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('leaves the focus to the topmost of stacked popups', () => {
    const lower = twoButtons();
    const upper = [{ label: '確定', onClick: vi.fn() }];
    render(
      <>
        <Popup title="下層" body="a" buttons={lower.buttons} topmost={false} />
        <Popup title="上層" body="b" buttons={upper} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '確定' }));
    expect(screen.getByText('下層').closest('[inert]')).not.toBeNull();
  });
});
