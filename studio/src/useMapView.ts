// The map's view: fit to the screen, zoomed about the centre, panned by the arrows or a drag
// (not one starting on a route's box, which selects it). + − 0 and the arrows on the keyboard.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

export interface View { k: number; x: number; y: number }

export function useMapView(svg: RefObject<SVGSVGElement | null>, size: { width: number; height: number }) {
  const [view, setView] = useState<View>({ k: 1, x: 0, y: 0 });
  const fit = useCallback(() => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || !size.width) return;
    const k = Math.min(box.width / size.width, box.height / size.height, 1.5);
    setView({ k, x: (box.width - size.width * k) / 2, y: (box.height - size.height * k) / 2 });
  }, [svg, size.width, size.height]);
  useEffect(fit, [fit]);
  const zoom = (factor: number) => setView((v) => {
    const box = svg.current?.getBoundingClientRect();
    const cx = (box?.width ?? 0) / 2;
    const cy = (box?.height ?? 0) / 2;
    const k = Math.min(4, Math.max(0.1, v.k * factor));
    return { k, x: cx - ((cx - v.x) * k) / v.k, y: cy - ((cy - v.y) * k) / v.k };
  });
  const pan = (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));

  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      '+': () => zoom(1.25), '=': () => zoom(1.25), '-': () => zoom(0.8), '0': fit,
      ArrowLeft: () => pan(60, 0), ArrowRight: () => pan(-60, 0), ArrowUp: () => pan(0, 60), ArrowDown: () => pan(0, -60),
    };
    const move = moves[e.key];
    if (move) { e.preventDefault(); move(); }
  };
  const drag = useRef<{ x: number; y: number } | undefined>(undefined);
  const pointer = {
    onPointerDown(e: PointerEvent) {
      if ((e.target as Element).closest('[data-route]')) return;
      drag.current = { x: e.clientX, y: e.clientY };
      (e.currentTarget as Element).setPointerCapture(e.pointerId);
    },
    onPointerMove(e: PointerEvent) {
      if (!drag.current) return;
      pan(e.clientX - drag.current.x, e.clientY - drag.current.y);
      drag.current = { x: e.clientX, y: e.clientY };
    },
    onPointerUp() { drag.current = undefined; },
  };
  return { view, fit, zoom, onKey, pointer };
}
