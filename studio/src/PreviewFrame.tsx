// One preview frame: /__studio/frame at the chosen width (scaled down to fit), given the render
// request once it is ready and again whenever the request changes; its height and log come back.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrameReport, RenderRequest } from '../frame/protocol.js';

export function PreviewFrame({ req, width, label, fitTo }: { req: RenderRequest; width: number; label: string; fitTo: number }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const [height, setHeight] = useState(400);
  const [log, setLog] = useState<string[]>([]);
  const post = () => frame.current?.contentWindow?.postMessage(req, window.location.origin);
  useEffect(() => {
    const listen = (e: MessageEvent<FrameReport | { type: 'studio:ready' }>) => {
      if (e.source !== frame.current?.contentWindow || e.origin !== window.location.origin) return;
      if (e.data.type === 'studio:ready') { ready.current = true; post(); }
      if (e.data.type === 'studio:frame') { setHeight(e.data.height); setLog(e.data.log); }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  });
  useEffect(() => { if (ready.current) post(); }, [req]);
  const scale = Math.min(1, fitTo / width);
  return (
    <figure className="studio-frame" data-language={req.language} style={{ width: width * scale }}>
      <figcaption lang={req.language}>{label}</figcaption>
      <div className="studio-frame__box" style={{ width: width * scale, height: height * scale }}>
        <iframe ref={frame} src="/__studio/frame" title={label} width={width} height={height}
          style={{ transform: `scale(${scale})`, transformOrigin: '0 0' }} />
      </div>
      <details className="studio-frame__log">
        <summary>{t('preview.log')} ({log.length})</summary>
        <ul>{log.map((line, i) => <li key={i}><code>{line}</code></li>)}</ul>
      </details>
    </figure>
  );
}
